import { contactRoleViews } from "@foyer/domain";
import { Route } from "wouter";
import { recordDetailRoutes } from "./detail/record-detail-routes.js";
import { RecordsPage } from "./RecordsPage.js";
import { fixedModules } from "./record-paths.js";

/** The record pages' routes under `prefix` (/event-light/:eventId): one per fixed module, then any module by id. */
export function recordRoutes(prefix: string) {
  return [
    ...fixedModules.map((fixed) => (
      <Route key={`records-${fixed.slug}`} path={`${prefix}/${fixed.slug}`}>
        <RecordsPage moduleRef={{ slug: fixed.slug }} />
      </Route>
    )),
    // The contacts page's role views (spec 1 §2 contacts/speakers, …): sessions/ContactRoleTabs.
    ...contactRoleViews.map((view) => (
      <Route key={`records-contacts-${view.path}`} path={`${prefix}/contacts/${view.path}`}>
        <RecordsPage moduleRef={{ slug: "contacts" }} role={view.role} />
      </Route>
    )),
    <Route key="records-module" path={`${prefix}/modules/:moduleId`}>
      {(params) => <RecordsPage moduleRef={{ moduleId: params.moduleId }} />}
    </Route>,
    // One record's pages and the contacts' dedupe page (spec 1 §2): detail/record-detail-routes.tsx.
    ...recordDetailRoutes(prefix),
  ];
}
