import { Route } from "wouter";
import { AuditPage } from "./AuditPage.js";
import { ReportsPage } from "./ReportsPage.js";

/**
 * /event-light/{eventId}/reports and /audit (spec 1 §2; issue 20 items 5 and 6). EventLayout
 * guards them: read on reports; read on history or on emails (spec 1 §6).
 */
export function reportRoutes(prefix: string) {
  return [
    <Route key="reports" path={`${prefix}/reports`} component={ReportsPage} />,
    <Route key="audit" path={`${prefix}/audit`} component={AuditPage} />,
  ];
}
