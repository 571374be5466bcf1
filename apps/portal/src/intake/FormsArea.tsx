import { NotFoundPage } from "@foyer/widgets/react";
import { useLocation } from "wouter";
import { FormLogonPage } from "./FormLogonPage.js";
import { FormPage } from "./FormPage.js";
import { parseFormRoute } from "./form-routes.js";

/** Participant forms (spec 1 §2 "Forms"): intake, submission, application, follow-up. Chunk "intake". */
export default function FormsArea() {
  const [pathname] = useLocation();
  const route = parseFormRoute(pathname);
  if (!route) return <NotFoundPage />;
  return route.page === "logon" ? <FormLogonPage route={route} /> : <FormPage route={route} />;
}
