import { Route } from "wouter";
import { DedupePage } from "./DedupePage.js";
import { RecordPage } from "./RecordPage.js";
import type { RecordLocation } from "./record-detail-paths.js";

type Params = Record<string, string | undefined>;
type Base = { path: string; location(params: Params): RecordLocation };

/** Contacts, accounts, and a custom module's records (spec 1 §2), each with its tabs. */
const bases = (prefix: string): Base[] => [
  {
    path: `${prefix}/contact/:recordId`,
    location: (params) => ({ type: "contact", recordId: params.recordId ?? "" }),
  },
  {
    path: `${prefix}/account/:recordId`,
    location: (params) => ({ type: "account", recordId: params.recordId ?? "" }),
  },
  {
    path: `${prefix}/modules/:moduleId/records/:recordId`,
    location: (params) => ({
      type: "record",
      recordId: params.recordId ?? "",
      moduleId: params.moduleId ?? "",
    }),
  },
];

/**
 * The record pages' routes under `prefix` (/event-light/:eventId): contact/{recordId} and
 * account/{recordId} with edit, audit, files and history/{historyType} (spec 1 §2), the same for a
 * custom module's records, and contacts/dedupe/{contactId}.
 */
export function recordDetailRoutes(prefix: string) {
  return [
    ...bases(prefix).flatMap((base) => [
      <Route key={`${base.path}`} path={base.path}>
        {(params) => <RecordPage location={base.location(params as Params)} tab="view" />}
      </Route>,
      ...(["edit", "audit", "files"] as const).map((tab) => (
        <Route key={`${base.path}/${tab}`} path={`${base.path}/${tab}`}>
          {(params) => <RecordPage location={base.location(params as Params)} tab={tab} />}
        </Route>
      )),
      <Route key={`${base.path}/history`} path={`${base.path}/history`}>
        {(params) => <RecordPage location={base.location(params as Params)} tab="history" />}
      </Route>,
      <Route key={`${base.path}/history/type`} path={`${base.path}/history/:historyType`}>
        {(params) => (
          <RecordPage
            location={base.location(params as Params)}
            tab="history"
            historyType={(params as Params).historyType}
          />
        )}
      </Route>,
    ]),
    <Route key="contacts-dedupe" path={`${prefix}/contacts/dedupe/:contactId`}>
      {(params) => <DedupePage contactId={params.contactId ?? ""} />}
    </Route>,
  ];
}
