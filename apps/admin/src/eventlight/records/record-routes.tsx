import { Route } from "wouter";
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
    <Route key="records-module" path={`${prefix}/modules/:moduleId`}>
      {(params) => <RecordsPage moduleRef={{ moduleId: params.moduleId }} />}
    </Route>,
  ];
}
