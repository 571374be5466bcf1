import { appConfig } from "../vite-app.js";

export default appConfig("admin", 5173);
