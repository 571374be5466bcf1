import "../eventlight/event.css";
import "../eventlight/records/records.css";
import "../eventlight/dashboard/dashboard.css";
import "./org.css";
import { messages } from "@foyer/domain";
import { Link, Redirect, Route, Switch, useLocation } from "wouter";
import { OrgLayout } from "./OrgLayout.js";
import { orgIdOf, orgPath } from "./org-paths.js";
import { orgRoutes } from "./org-routes.js";

const prefix = "/org-light/:orgId";

/**
 * The organization area, /org-light/{orgId}/… (spec 1 §2 "Organization area"): the pages of
 * `orgRoutes` inside the organization's frame. Chunk "orglight".
 */
export default function OrgArea() {
  const [pathname] = useLocation();
  const orgId = orgIdOf(pathname);
  return (
    <OrgLayout key={orgId} orgId={orgId}>
      <Switch>
        <Route path={prefix}>
          <Redirect to={orgPath(orgId, "dashboard")} replace />
        </Route>
        {orgRoutes.map((route) => (
          <Route key={route.path} path={`${prefix}/${route.path}`}>
            {(params) => route.render(withoutOrgId(params))}
          </Route>
        ))}
        <Route>
          <div className="admin-panel admin-panel--center admin-empty">
            <h1 className="admin-empty__title">{messages.notFoundTitle}</h1>
            <p className="admin-empty__text">{messages.notFoundText}</p>
            <Link className="foyer-button foyer-button--secondary" href={orgPath(orgId, "dashboard")}>
              Back to the dashboard
            </Link>
          </div>
        </Route>
      </Switch>
    </OrgLayout>
  );
}

/** The route's own parameters (wouter passes them decoded), without the area's orgId. */
function withoutOrgId(params: Record<string, string | undefined>): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key !== "orgId" && typeof value === "string") own[key] = value;
  }
  return own;
}
