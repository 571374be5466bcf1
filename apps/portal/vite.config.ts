import { appConfig } from "../vite-app.js";

export default appConfig("portal", 5174);
