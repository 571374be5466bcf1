import { Route } from "wouter";
import { FieldsOverviewPage } from "./FieldsOverviewPage.js";
import { ModuleFieldsPage } from "./ModuleFieldsPage.js";

/** The custom fields pages' routes under `prefix` (/event-light/:eventId): spec 1 §2 "fields with optional /{moduleId}". */
export function fieldRoutes(prefix: string) {
  return [
    <Route key="fields" path={`${prefix}/fields`}>
      <FieldsOverviewPage />
    </Route>,
    <Route key="fields-module" path={`${prefix}/fields/:moduleId`}>
      {(params) => <ModuleFieldsPage moduleId={params.moduleId} />}
    </Route>,
  ];
}
