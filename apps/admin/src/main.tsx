import "@foyer/widgets/react.css";
import "./admin.css";
import { createAppServices } from "@foyer/widgets/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.js";

const container = document.getElementById("root");
if (!container) throw new Error("Foyer admin: the page has no #root element");

createRoot(container).render(
  <StrictMode>
    <App services={createAppServices()} />
  </StrictMode>,
);
