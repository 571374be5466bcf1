import "@foyer/widgets/react.css";
import "@foyer/widgets/portal.css";
import "./portal.css";
import { createAppServices } from "@foyer/widgets/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.js";

const container = document.getElementById("root");
if (!container) throw new Error("Foyer portal: the page has no #root element");

createRoot(container).render(
  <StrictMode>
    <App services={createAppServices()} />
  </StrictMode>,
);
