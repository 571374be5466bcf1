import { messages } from "@foyer/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  accounts,
  contacts,
  customRecords,
  events,
  eventUsers,
  integrationConnections,
  mailMessages,
  organizations,
  orgUsers,
  ssoConnections,
  ssoDomains,
} from "../db/schema/index.js";
import { DEMO, DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed.js";
import { DEMO_EVALUATION } from "../db/seed-evaluations.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { DEMO_DOCUMENTS } from "../db/seed-portal-documents.js";
import { DEMO_MESSAGES } from "../db/seed-portal-messages.js";
import { DEMO_TASKS } from "../db/seed-portal-tasks.js";
import { createDefaultModules } from "../services/records/modules.js";
import { multipart, uploadImportFile } from "./support/imports.js";
import { bearer, createTestApp, signIn, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 5 item 1: "a member of organization A cannot read anything of organization B by changing
 * ids in URLs or API calls (test every API route family)". Organization A is a new organization
 * whose member is an admin of it and of its event; organization B is the demo organization.
 *
 * The test walks every route the app registers (recorded as Fastify registers them), fills its
 * path parameters with organization B's ids, and expects 403 or 404 with none of B's data in the
 * answer. A route whose parameter has no id here, or whose family is not listed in FAMILIES,
 * fails the test until a case is added: a new route family cannot slip past unchecked.
 */

const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock("fastify", async (importOriginal) => {
  const actual = await importOriginal<typeof import("fastify")>();
  const create = actual.default as unknown as (...args: unknown[]) => import("fastify").FastifyInstance;
  const withRouteLog = ((...args: unknown[]) => {
    const app = create(...args);
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: withRouteLog };
});

/** The route families that take an organization's ids, and where each is tested. */
const FAMILIES: { name: string; match: RegExp }[] = [
  {
    name: "event (event, modules, roles, dashboard, day groups)",
    match: /^\/api\/event\/:eventId(\/(modules|roles|dashboard|day-groups))?$/,
  },
  { name: "event cloning", match: /^\/api\/event\/clone-options\/:eventId$/ },
  { name: "event email history (list, one message)", match: /^\/api\/event\/:eventId\/history\/emails/ },
  {
    name: "event history of imports, exports and integrations",
    match: /^\/api\/event\/:eventId\/history\/:type$/,
  },
  { name: "event reports and audit", match: /^\/api\/events\/:eventId\/(reports|audit)(\/|$)/ },
  { name: "jobs", match: /^\/api\/jobs\/progress\/:jobId$/ },
  {
    name: "event records (contact, account, custom record: create and details)",
    match: /^\/api\/event\/:eventId\/(contact|account|record)(\/|$)/,
  },
  {
    name: "event creation in an organization (one, or an import)",
    match: /^\/api\/event\/organization\/:orgId\/events(\/import)?$/,
  },
  { name: "organizer forms and submissions", match: /^\/api\/events\/:eventId\/forms/ },
  { name: "sessions", match: /^\/api\/events\/:eventId\/sessions/ },
  { name: "session settings", match: /^\/api\/events\/:eventId\/session-settings/ },
  {
    name: "session criteria and templates",
    match: /^\/api\/events\/:eventId\/session-(criteria|templates)(\/|$)/,
  },
  { name: "session file kinds", match: /^\/api\/events\/:eventId\/session-file-kinds/ },
  { name: "session decision emails", match: /^\/api\/events\/:eventId\/decision-mails/ },
  {
    name: "evaluation plans (plans, monitor, my evaluations, reviews)",
    match: /^\/api\/events\/:eventId\/(evaluation-plans|my-evaluations|evaluators)(\/|$)/,
  },
  { name: "fields and tags", match: /^\/api\/events\/:eventId\/(fields|tags)(\/|$)/ },
  { name: "modules, records, import and export", match: /^\/api\/modules\/:moduleId/ },
  { name: "record search", match: /^\/api\/(account\/list|contacts\/event)\/:eventId\// },
  { name: "permission profiles", match: /^\/api\/permissions\// },
  { name: "bring admin access", match: /^\/api\/admins\// },
  { name: "event team", match: /^\/api\/event-users\/:eventId\// },
  {
    name: "organization (settings, logo, events, dashboard, members, invitations, roles)",
    match: /^\/api\/organizations\/:orgId/,
  },
  { name: "organization search", match: /^\/api\/search\/organization\/:orgId/ },
  {
    name: "integration importer (connections, events, mappings, preview, sync, log, field mappings, settings)",
    match: /^\/api\/(integrations\/|events\/:eventId\/integrations$)/,
  },
  { name: "uploads", match: /^\/api\/uploads\/:uploadId$/ },
  { name: "platform mailbox (platform admins only)", match: /^\/api\/platform\/mail\// },
  { name: "event email templates", match: /^\/api\/events\/:eventId\/mail-templates/ },
  { name: "event webhooks and their deliveries", match: /^\/api\/events\/:eventId\/webhooks/ },
  { name: "event workflows, their runs and dry runs", match: /^\/api\/events\/:eventId\/workflows/ },
  {
    name: "an event's life (details, logo)",
    match: /^\/api\/(virtual\/event\/:eventId\/details|event\/:eventId\/logo)$/,
  },
  { name: "Zapier (hooks, samples, actions)", match: /^\/api\/zapier\/events\/:eventId\// },
  {
    name: "the agenda (releases, conflicts, drafts, the scheduler, availability, settings)",
    match: /^\/api\/events\/:eventId\/schedule\//,
  },
  {
    name: "a person's availability windows",
    match: /^\/api\/events\/:eventId\/contacts\/:contactId\/availability$/,
  },
  { name: "public schedule exports", match: /^\/api\/public\/events\/:eventSlug\/schedule/ },
  { name: "speakers' personal schedule feeds", match: /^\/api\/public\/speaker-schedule\/:feed$/ },
  { name: "participant forms and submissions", match: /^\/api\/forms\// },
  { name: "portals", match: /^\/api\/portal\// },
  {
    name: "linking one's account to the event's single sign-on",
    match: /^\/api\/sso\/link\/events\/:eventId\//,
  },
  {
    name: "event portals, organizer side (config, tasks, file requests, pages, resources, messages, sign-in page)",
    match: /^\/api\/events\/:eventId\/(portals|portal-sign-in)(\/|$)/,
  },
];

/**
 * Routes that answer anyone by design, so organization B's ids are expected to work there: they
 * are checked below for what they may show, not refused.
 */
const PUBLIC_BY_DESIGN = new Set([
  // A portal's public face and whether the caller may use it (spec: portal login pages).
  "GET /api/portal/:portalSlug/:portalId/public",
  "GET /api/portal/:portalSlug/:portalId/access",
  // Participant forms are public pages (spec 1 §2 "Forms"); anyone may answer an open form.
  "GET /api/forms/:kind/:slug/:formId",
  "POST /api/forms/:formId/submissions",
  // What lets anyone filling in an open form upload its files (issue 23 item 3).
  "POST /api/forms/:formId/upload-grants",
  // The caller's own submissions only: an empty list for everyone else.
  "GET /api/forms/:formId/submissions/mine",
  // A published event's released schedule is public (issue 25); checked for what it may show below.
  "GET /api/public/events/:eventSlug/schedule.json",
  "GET /api/public/events/:eventSlug/schedule.ics",
  "GET /api/public/events/:eventSlug/schedule.xml",
  "GET /api/public/events/:eventSlug/schedule/changelog",
  // A speaker's feed: its signed token is the key (a made-up or altered one is a 404; tested in
  // portal-my-schedule.test.ts).
  "GET /api/public/speaker-schedule/:feed",
]);

let t: TestApp;
let token = "";
const intruder = { orgId: "org-a", eventId: "event-a", userId: "" };
/** Organization B's ids: the demo's, plus a few made in beforeAll. */
const victim = {
  contact: "",
  account: "",
  customRecord: "",
  upload: "",
  submission: "",
  invitation: "",
  job: "",
  tag: "",
  segment: "",
  mail: "",
  connection: "",
  apiToken: "",
};
/** A write API token of organization A (issue 21 item 1): it must get no more than A's admin. */
let intruderApiToken = "";
/** Text that must never appear in an answer to the intruder. */
const secrets = [
  DEMO.org.name,
  DEMO.summit.name,
  DEMO.meetup.name,
  DEMO.admin.email,
  DEMO.viewer.email,
  "grace@example.com",
  "Contacts viewer",
  DEMO_FORMS.submission.name,
  "invited.to.b@example.com",
  "Ada Lovelace",
  DEMO_CONTACT_FIELDS.tshirt.name,
  DEMO_TASKS.profile.title,
  DEMO_DOCUMENTS.slides.title,
  DEMO_MESSAGES.thread.subject,
  "Speaker guidelines",
  // Organization B's single sign-on connection (issue 21 item 5).
  "https://idp-of-b.example",
  "client-id-of-b",
  // The summit's id is in the URLs asked for; an answer must not hand it back (a clone job's newEventId).
  DEMO.summit.id,
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = (await signIn(t.app)).tokens.id_token;
  await db.insert(organizations).values({ id: intruder.orgId, name: "Organization A" });
  await db.insert(events).values({
    id: intruder.eventId,
    orgId: intruder.orgId,
    name: "A Conference",
    slug: "a-conference",
    dateFrom: "2027-05-01",
    dateTo: "2027-05-02",
  });
  await createDefaultModules(db, { id: intruder.eventId, orgId: intruder.orgId });
  const member = await signUp(t.app, "admin.of.a@example.com");
  await db.insert(orgUsers).values({ orgId: intruder.orgId, userId: member.id, isAdmin: true });
  await db.insert(eventUsers).values({ eventId: intruder.eventId, userId: member.id, isAdmin: true });
  intruder.userId = member.id;
  token = member.token;

  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.eventId, DEMO.summit.id))
    .limit(1);
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.eventId, DEMO.summit.id))
    .limit(1);
  victim.contact = contact?.id ?? "";
  victim.account = account?.id ?? "";
  victim.customRecord = "hotel-booking-of-b";
  await db.insert(customRecords).values({
    id: victim.customRecord,
    orgId: DEMO.org.id,
    eventId: DEMO.summit.id,
    moduleId: DEMO_MODULES.hotelBookings.id,
    name: "Ada Lovelace's room",
  });
  const url = await uploadImportFile(t.app, admin, "Full Name,Email\nAda Lovelace,ada@example.com\n");
  victim.upload = url.split("/").pop() ?? "";
  const speaker = (await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })).tokens
    .id_token;
  const submission = await t.app.inject({
    method: "POST",
    url: `/api/forms/${DEMO_FORMS.intake.id}/submissions`,
    headers: bearer(speaker),
    payload: { values: { full_name: "Ada Lovelace" }, status: "draft" },
  });
  victim.submission = submission.json().payload.id;
  const invited = await t.app.inject({
    method: "POST",
    url: `/api/event-users/${DEMO.summit.id}/users`,
    headers: bearer(admin),
    payload: { email: "invited.to.b@example.com" },
  });
  victim.invitation = invited.json().payload.invitation.id;
  // The invitation's email, held in the outbox (issue 19): only platform admins read it.
  const [mail] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(eq(mailMessages.toAddress, "invited.to.b@example.com"));
  victim.mail = mail?.id ?? "";
  // A clone job of organization B's admin (the jobs table belongs to the clone feature).
  victim.job = "clone-job-of-b";
  await db.execute(sql`insert into jobs (id, kind, user_id, org_id, status, request, result)
    values (${victim.job}, 'clone', ${DEMO.admin.id}, ${DEMO.org.id}, 'finished', '{}'::jsonb,
            ${JSON.stringify({ newEventId: DEMO.summit.id })}::jsonb)`);
  const segment = await t.app.inject({
    method: "POST",
    url: `/api/organizations/${DEMO.org.id}/segments`,
    headers: bearer(admin),
    payload: { kind: "people", name: "Ada Lovelace's circle" },
  });
  victim.segment = segment.json().payload.id;
  // A tag of organization B, on one of its contacts (fields.test.ts and tags.test.ts check more).
  const tag = await t.app.inject({
    method: "POST",
    url: `/api/events/${DEMO.summit.id}/tags`,
    headers: bearer(admin),
    payload: { name: "Ada Lovelace's tag", color: "#1971c2" },
  });
  victim.tag = tag.json().payload.id;
  await t.app.inject({
    method: "POST",
    url: `/api/event/${DEMO.summit.id}/contact/${victim.contact}/tags`,
    headers: bearer(admin),
    payload: { tagId: victim.tag },
  });
  // An On24 connection of organization B (its keys are never read: every call is refused first).
  victim.connection = "on24-connection-of-b";
  await db.insert(integrationConnections).values({
    id: victim.connection,
    orgId: DEMO.org.id,
    source: "on24",
    credentials: "v1.unread",
    isConnected: true,
  });
  const madeToken = (who: string, orgId: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/organizations/${orgId}/api-tokens`,
      headers: bearer(who),
      payload: { name: "Isolation", scopes: ["write"] },
    });
  victim.apiToken = (await madeToken(admin, DEMO.org.id)).json().payload.id;
  await db.insert(ssoConnections).values({
    id: "sso-of-b",
    orgId: DEMO.org.id,
    issuer: "https://idp-of-b.example",
    clientId: "client-id-of-b",
    clientSecretSealed: "v1.unread",
  });
  await db.insert(ssoDomains).values({ domain: "b-sso.example", connectionId: "sso-of-b" });
  intruderApiToken = (await madeToken(token, intruder.orgId)).json().payload.token;
  for (const [name, value] of Object.entries(victim)) expect(value, name).not.toBe("");
});
afterAll(async () => t?.close());

/** Organization B's id for a path parameter of `url`; undefined when the test knows none. */
function victimId(param: string, url: string): string | undefined {
  switch (param) {
    case "orgId":
      return DEMO.org.id;
    case "eventId":
      return DEMO.summit.id;
    case "moduleId":
      return DEMO_MODULES.contacts.id;
    case "recordId":
      if (url.includes("/account/")) return victim.account;
      if (url.includes("/record/")) return victim.customRecord;
      return victim.contact;
    case "contactId":
      return victim.contact;
    case "userId":
      return DEMO.admin.id;
    case "roleId":
      return DEMO.roles.editor.id;
    case "invitationId":
      return victim.invitation;
    case "formId":
      return DEMO_FORMS.intake.id;
    case "jobId":
      return victim.job;
    case "reportId":
      return "sessions-by-track";
    case "submissionId":
      return victim.submission;
    case "uploadId":
      return victim.upload;
    case "portalSlug":
      return DEMO.portal.slug;
    case "portalId":
      return DEMO.portal.id;
    case "tokenId":
      return victim.apiToken;
    // Below the event or module, whose check comes first: any value reaches it.
    case "importId":
      return "an-import-of-b";
    case "sessionId":
      return "a-session-of-b";
    case "fileId":
      return "a-file-of-b";
    case "mailId":
      return "a-decision-mail-of-b";
    case "itemId":
      return "an-item-of-b";
    case "kindId":
      return "a-file-kind-of-b";
    case "layoutId":
      return "a-layout-of-b";
    case "tierId":
      return "a-tier-of-b";
    // The demo Summit's own "Program committee" plan.
    case "planId":
      return DEMO_EVALUATION.plan.id;
    case "accountId":
      // The intruder links their own account, to organization B's event: refused as a non-member.
      return url.startsWith("/api/sso/link/") ? intruder.userId : victim.account;
    case "fieldId":
      return DEMO_CONTACT_FIELDS.tshirt.id;
    case "tagId":
      return victim.tag;
    case "messageId":
      return victim.mail;
    case "mailKind":
      return "portal-access";
    case "historyType":
      return "emails";
    // A segment of organization B's people lists (org-people.test.ts checks them with real ones).
    case "segmentId":
      return victim.segment;
    case "role":
      return "speaker";
    case "kind":
      if (url.startsWith("/api/organizations/")) return "people";
      return url.includes("session-settings") ? "tracks" : "intake";
    // The demo speaker portal's own tasks, slides request and thread (issue 6 seed).
    case "taskId":
      return DEMO_TASKS.profile.id;
    case "requestId":
      return DEMO_DOCUMENTS.slides.id;
    case "threadId":
      return DEMO_MESSAGES.thread.id;
    case "pageId":
      return "a-page-of-b";
    case "resourceId":
      return "a-resource-of-b";
    case "slug":
      return DEMO.summit.slug;
    case "src":
      return "on24";
    case "configId":
      return victim.connection;
    // Below the organization and the connection, whose checks come first.
    case "mappingId":
      return "a-mapping-of-b";
    // Below the event, whose check comes first.
    case "webhookId":
      return "a-webhook-of-b";
    case "deliveryId":
      return "msg_a-delivery-of-b";
    case "workflowId":
      return "a-workflow-of-b";
    case "criterionId":
      return "a-criterion-of-b";
    case "templateId":
      return "a-template-of-b";
    case "integrationEventId":
      return "an-on24-event-of-b";
    // Below the event, whose check comes first.
    case "hookId":
      return "a-zapier-hook-of-b";
    case "type":
      return url.includes("/history/") ? "exports" : "contact.created";
    case "draftId":
      return "a-schedule-draft-of-b";
    case "eventSlug":
      return DEMO.summit.slug;
    case "feed":
      return "not-a-feed.ics";
    default:
      return undefined;
  }
}

const params = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
const withIds = (url: string) =>
  url.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(victimId(name, url) ?? ""));

/** The routes that take an id: every method but HEAD and OPTIONS (Fastify adds those). */
function idRoutes() {
  const seen = new Set<string>();
  return registered.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (route.method === "HEAD" || route.method === "OPTIONS" || seen.has(key)) return false;
    seen.add(key);
    return route.url.startsWith("/api/") && params(route.url).length > 0;
  });
}

/** Query strings valid enough that only the permission check can refuse the call. */
function queryFor(url: string): string {
  if (url.startsWith("/api/search/organization/:orgId") && !url.endsWith("/recent"))
    return "?term=ada&type=all";
  return "";
}

/** Bodies for writes, valid enough that only the permission check can refuse them. */
const INTRUDER_WORKFLOW = {
  name: "Intruder",
  trigger: "contact.created",
  actions: [{ kind: "call_webhook", url: "https://example.com/intruder" }],
};

function bodyFor(method: string, url: string): { payload?: unknown; headers?: Record<string, string> } {
  if (method === "DELETE" && url === "/api/event/:eventId")
    return { payload: { confirmName: DEMO.summit.name } };
  if (method === "GET" || method === "DELETE") return {};
  const lifeOrIntegratorBody = lifeOrIntegratorBodyFor(url);
  if (lifeOrIntegratorBody) return { payload: lifeOrIntegratorBody };
  if (url.endsWith("/logo")) {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    return multipart("logo.png", "image/png", png);
  }
  if (url.endsWith("/users")) return { payload: { email: "x@example.com" } };
  if (url === "/api/platform/mail/:messageId/bounce") return { payload: { reason: "Intruder" } };
  if (url.endsWith("/roles")) return { payload: { name: "Intruders", permissions: ["contacts_read"] } };
  // Bodies the team and organization routes accept: a malformed body is refused (400) before
  // the permission check (issue 18 "Route contracts"), so these must pass validation.
  if (/^\/api\/(event-users\/:eventId|organizations\/:orgId)\/users\/:userId$/.test(url))
    return { payload: { isAdmin: false } };
  if (url === "/api/organizations/:orgId/roles/:roleId") return { payload: { name: "Intruders" } };
  if (url === "/api/organizations/:orgId/api-tokens")
    return { payload: { name: "Intruder", scopes: ["write"] } };
  if (url === "/api/organizations/:orgId/sso")
    return {
      payload: {
        issuer: "https://idp.example",
        clientId: "x",
        clientSecret: "y",
        domains: ["intruder.example"],
      },
    };
  if (url === "/api/events/:eventId/webhooks")
    return { payload: { url: "https://example.com/intruder", events: ["contact.created"] } };
  if (url === "/api/events/:eventId/webhooks/:webhookId") return { payload: { active: false } };
  if (url === "/api/events/:eventId/workflows") return { payload: INTRUDER_WORKFLOW };
  if (url === "/api/events/:eventId/workflows/dry-run")
    return { payload: { workflow: INTRUDER_WORKFLOW, recordId: victim.contact } };
  if (url === "/api/events/:eventId/workflows/:workflowId") return { payload: { enabled: false } };
  if (url === "/api/organizations/:orgId/segments") return { payload: { kind: "people", name: "Intruders" } };
  if (/^\/api\/organizations\/:orgId\/(people|speakers)\/layouts/.test(url))
    return {
      payload: method === "POST" ? { name: "Intruders", starredFields: ["name"] } : { name: "Intruders" },
    };
  if (/^\/api\/organizations\/:orgId\/(people|speakers)\/(bulk-delete|export)$/.test(url))
    return { payload: { ids: [victim.contact] } };
  if (url === "/api/event/organization/:orgId/events/import")
    return {
      payload: { events: [{ name: "Intruder event", date_from: "2027-06-01", date_to: "2027-06-02" }] },
    };
  if (url.includes("/import"))
    return {
      payload: {
        url: `http://localhost/api/uploads/${victim.upload}`,
        org_id: DEMO.org.id,
        event_id: DEMO.summit.id,
        fields_groups: [],
      },
    };
  // Route schemas refuse a malformed body before the handler checks permissions: send valid ones.
  if (url.includes("/mail-templates/:mailKind")) return { payload: { subject: "Intruder", body: "{link}" } };
  if (url === "/api/events/:eventId/tags") return { payload: { name: "Intruder tag" } };
  if (url === "/api/events/:eventId/tags/:tagId") return { payload: { name: "Intruder tag" } };
  if (/^\/api\/event\/:eventId\/\w+\/:recordId\/tags$/.test(url)) return { payload: { tagId: victim.tag } };
  if (url.startsWith("/api/forms/:formId/submissions/")) return { payload: { values: {}, status: "draft" } };
  if (url === "/api/event/:eventId/contact") return { payload: { values: {} } };
  if (url === "/api/event/:eventId/account")
    return { payload: { moduleId: DEMO_MODULES.sponsors.id, values: {} } };
  if (url === "/api/event/:eventId/record")
    return { payload: { moduleId: DEMO_MODULES.hotelBookings.id, values: {} } };
  if (url === "/api/event/organization/:orgId/events")
    return {
      payload: { name: "Intruder event", date_from: "2027-06-01", date_to: "2027-06-02", timezone: "UTC" },
    };
  const integrationBody = integrationBodyFor(method, url);
  if (integrationBody) return { payload: integrationBody };
  const sessionBody = sessionBodyFor(url);
  if (sessionBody) return { payload: sessionBody };
  const formOrTierBody = formOrTierBodyFor(url);
  if (formOrTierBody) return { payload: formOrTierBody };
  const recordBody = recordBodyFor(method, url);
  if (recordBody) return { payload: recordBody };
  const portalBody = portalBodyFor(method, url);
  if (portalBody) return { payload: portalBody };
  return { payload: {} };
}

/**
 * Valid bodies of an event's life (issue 20), the agenda (issue 25), the organization's webhooks,
 * Zapier and SAML (issue 21): their schemas refuse a malformed body before the permission check.
 */
function lifeOrIntegratorBodyFor(url: string): object | undefined {
  switch (url) {
    case "/api/virtual/event/:eventId/details":
      return { name: "Intruder event", date_from: "2027-06-01", date_to: "2027-06-02", timezone: "UTC" };
    case "/api/event/:eventId":
      return { isArchived: true };
    case "/api/organizations/:orgId/webhooks":
      return { url: "https://example.com/intruder", events: ["contact.created"] };
    case "/api/organizations/:orgId/webhooks/:webhookId":
      return { active: false };
    case "/api/organizations/:orgId/sso/saml":
      return { metadataXml: "<EntityDescriptor/>", domains: ["intruder.example"] };
    case "/api/zapier/events/:eventId/hooks":
      return { hookUrl: "https://hooks.zapier.com/hooks/intruder", event: "contact.created" };
    case "/api/zapier/events/:eventId/contacts":
      return { EMAIL: "intruder@example.com" };
    case "/api/zapier/events/:eventId/sessions":
      return { title: "Intruder session" };
    case "/api/events/:eventId/schedule/releases":
      return { version: "intruder", changelog: "" };
    case "/api/events/:eventId/schedule/drafts":
      return { name: "Intruder draft" };
    case "/api/events/:eventId/schedule/drafts/:draftId/placements/:sessionId":
      return { startsAt: null, endsAt: null, roomId: null, version: 1 };
    case "/api/events/:eventId/schedule/settings/conflicts":
      return { capacity: "warning" };
    case "/api/events/:eventId/schedule/settings":
      return { slotStep: 15 };
    case "/api/events/:eventId/schedule/drafts/:draftId/solve":
      return { keepPlaced: true };
    case "/api/events/:eventId/contacts/:contactId/availability":
      return { windows: [] };
    default:
      return undefined;
  }
}

/** Valid bodies of the integration importer's writes (issue 24). */
function integrationBodyFor(method: string, url: string): object | undefined {
  if (!url.startsWith("/api/integrations/")) return undefined;
  const keys = { accessTokenKey: "key", accessTokenSecret: "secret", clientId: "1" };
  if (url.endsWith("/auth")) return method === "PUT" ? { id: victim.connection, ...keys } : keys;
  if (url.endsWith("/event-mappings") || url.endsWith("/preview"))
    return { selectedExternalEventIds: ["1"], externalEventMappings: [] };
  if (url.endsWith("/field-mappings")) return { fields: [{ foyer_field: "name", enabled: false }] };
  if (url.endsWith("/settings")) return { listAllSources: true };
  return undefined;
}

/**
 * Valid bodies of the sessions, session settings and evaluation plans writes: their schemas
 * refuse a malformed body before the handler checks permissions.
 */
function sessionBodyFor(url: string): object | undefined {
  const part = url.replace(/^\/api\/events\/:eventId/, "");
  if (part === "/sessions" || part === "/sessions/:sessionId") return { title: "Intruder session" };
  if (part === "/sessions/:sessionId/participants") return { role: "speaker", contactIds: [victim.contact] };
  if (part === "/sessions/:sessionId/participants/:role/order") return { contactIds: [] };
  if (part === "/sessions/:sessionId/files") return { uploadId: victim.upload };
  if (part === "/session-settings/:kind" || part === "/session-settings/:kind/:itemId")
    return { name: "Intruder" };
  if (part === "/session-settings/:kind/order" || part === "/session-criteria/order") return { ids: [] };
  if (part === "/session-criteria" || part === "/session-criteria/:criterionId")
    return { name: "Intruder", maxScore: 5 };
  if (part === "/session-templates" || part === "/session-templates/:templateId") return { name: "Intruder" };
  if (part === "/session-file-kinds" || part === "/session-file-kinds/:kindId")
    return { name: "Intruder", extensions: ["pdf"] };
  if (part === "/session-file-kinds/order") return { ids: [] };
  if (part === "/evaluation-plans" || part === "/evaluation-plans/:planId")
    return { name: "Intruder plan", criteria: [{ name: "Relevance", maxScore: 5 }] };
  if (part === "/evaluation-plans/:planId/review/:sessionId") return { scores: {} };
  if (part === "/decision-mails") return { decision: "accepted", sessionIds: ["a-session-of-b"] };
  if (part === "/decision-mails/:mailId") return { subject: "Intruder", body: "Intruder" };
  if (part === "/decision-mails/send") return { filter: {} };
  return undefined;
}

/** Well-formed bodies of the organizer's form and sponsor tier writes (their schemas refuse `{}` with 400). */
function formOrTierBodyFor(url: string): object | undefined {
  if (url === "/api/events/:eventId/forms") return { kind: "application", name: "Intruder form", slug: "x" };
  if (url === "/api/events/:eventId/forms/:formId")
    return {
      name: "Intruder form",
      description: "",
      requiresLogin: false,
      allowSignup: false,
      singleSubmission: false,
      isOpen: true,
      confirmationMessage: "",
      steps: [{ id: "step-1", title: "Step 1", fields: [] }],
    };
  if (url === "/api/modules/:moduleId/tiers/order") return { tierIds: [] };
  if (url.endsWith("/accounts/order")) return { accountIds: [] };
  if (url.endsWith("/accounts")) return { accountIds: [victim.account] };
  if (/^\/api\/modules\/:moduleId\/tiers(\/:tierId)?$/.test(url)) return { name: "Intruder tier" };
  return undefined;
}

/**
 * Valid bodies of the record pages' writes (records, fields, tags, layouts, bulk calls): their
 * contracts refuse a malformed body with 400 before the permission check is reached.
 */
function recordBodyFor(method: string, url: string): object | undefined {
  const recordPart = url.replace(/^\/api\/event\/:eventId\/(contact|account|record)\/:recordId/, "");
  if (recordPart === "" && (method === "PUT" || method === "PATCH")) return { values: { NAME: "Intruder" } };
  if (recordPart === "/files") return { uploadId: "00000000-0000-4000-8000-000000000000" };
  if (recordPart === "/merge") return { otherId: victim.contact };
  if (recordPart === "/tags") return { tagId: victim.tag };
  if (url === "/api/events/:eventId/tags" || url === "/api/events/:eventId/tags/:tagId")
    return { name: "Intruder tag" };
  if (url === "/api/modules/:moduleId/layouts") return { name: "Intruder layout", starredFields: ["name"] };
  if (url === "/api/modules/:moduleId/layouts/:layoutId") return { name: "Intruder layout" };
  if (url.endsWith("/bulk-delete") || url === "/api/modules/:moduleId/export")
    return { ids: [victim.contact] };
  if (url === "/api/modules/:moduleId/fields") return { name: "Intruder field", type: "text" };
  if (url === "/api/modules/:moduleId/fields/order") return { ids: [] };
  if (url === "/api/modules/:moduleId/fields/:fieldId") return { name: "Intruder field" };
  return undefined;
}

/** Valid bodies of the portal routes' writes (issue 6), organizer and participant side. */
function portalBodyFor(method: string, url: string): object | undefined {
  const portalPart = url.replace(
    /^\/api\/(events\/:eventId\/portals|portal\/:portalSlug\/:portalId\/me)/,
    "",
  );
  if (url.endsWith("/users/contacts")) return { portalId: DEMO.portal.id, contacts: [victim.contact] };
  if (url.includes("/users/contact/")) return { portalId: DEMO.portal.id };
  if (url === "/api/events/:eventId/portals") return { name: "Intruder portal" };
  if (portalPart === "/:portalId/filters") return { roles: [] };
  if (portalPart.endsWith("/pages/order")) return { pageIds: ["a-page-of-b"] };
  if (portalPart.endsWith("/resources/order")) return { resourceIds: ["a-resource-of-b"] };
  if (portalPart.endsWith("/pages") && method === "POST") return { title: "Intruder page" };
  if (portalPart.endsWith("/resources") && method === "POST")
    return { title: "Intruder link", url: "https://example.org/" };
  if (/\/(pages|resources)\/:\w+$/.test(portalPart)) return { title: "Intruder title" };
  if (portalPart.endsWith("/messages")) return { body: "Intruder message" };
  if (portalPart === "/:portalId/threads") return { contactId: victim.contact, subject: "Hi", body: "Hi" };
  if (portalPart === "/threads") return { subject: "Hi", body: "Hi" };
  // Route schemas refuse a malformed body before the handler checks permissions: send valid ones.
  if (/^\/:portalId\/tasks(\/:taskId)?$/.test(portalPart)) return { title: "Intruder task" };
  if (portalPart === "/:portalId/tasks/:taskId/assignees") return { contactIds: [victim.contact] };
  if (portalPart === "/file-requests/:requestId/files" || portalPart === "/profile/photo")
    return { uploadId: victim.upload };
  if (/^\/:portalId\/file-requests(\/:requestId)?$/.test(portalPart)) return { title: "Intruder request" };
  if (portalPart.endsWith("/file-requests/:requestId/recipients")) return { contactIds: [victim.contact] };
  if (portalPart.endsWith("/results/:submissionId")) return { status: "accepted" };
  if (portalPart === "/availability") return { windows: [] };
  return undefined;
}

/** What every route with organization B's ids answered `who` that is not a refusal, or leaked. */
async function refusalsOf(who: string): Promise<string[]> {
  const failures: string[] = [];
  for (const route of idRoutes()) {
    const key = `${route.method} ${route.url}`;
    if (PUBLIC_BY_DESIGN.has(key)) continue;
    const url = withIds(route.url) + queryFor(route.url);
    const body = bodyFor(route.method, route.url);
    const response = await t.app.inject({
      method: route.method as "GET",
      url,
      headers: { ...body.headers, ...bearer(who) },
      ...(body.payload === undefined ? {} : { payload: body.payload as object }),
    });
    if (response.statusCode !== 403 && response.statusCode !== 404)
      failures.push(`${key} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    const leaked = secrets.filter((secret) => response.body.includes(secret));
    if (leaked.length > 0) failures.push(`${key} leaked ${leaked.join(", ")}`);
  }
  return failures;
}

describe("the route table", () => {
  it("every route that takes an id belongs to a listed family and has an id of organization B", () => {
    const routes = idRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (!FAMILIES.some((family) => family.match.test(route.url)))
        problems.push(`${key}: no family in FAMILIES — add one with its isolation case`);
      for (const param of params(route.url)) {
        if (victimId(param, route.url) === undefined)
          problems.push(`${key}: no organization-B id for :${param} — add it to victimId()`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists the families it covers", () => {
    const covered = FAMILIES.filter((family) => idRoutes().some((route) => family.match.test(route.url)));
    // Each listed family exists in the app (a family that disappears should leave this list too).
    expect(covered.map((family) => family.name)).toEqual(FAMILIES.map((family) => family.name));
  });
});

describe("an admin of organization A gets 403 or 404, and no data, from every route with B's ids", () => {
  it("can use organization A's own event and team (the control)", async () => {
    const own = await t.app.inject({
      method: "GET",
      url: `/api/event/${intruder.eventId}`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
    const team = await t.app.inject({
      method: "GET",
      url: `/api/event-users/${intruder.eventId}/users`,
      headers: bearer(token),
    });
    expect(team.statusCode).toBe(200);
    expect(team.json().payload.map((member: { userId: string }) => member.userId)).toEqual([intruder.userId]);
  });

  it("every family, every method", async () => {
    expect(await refusalsOf(token)).toEqual([]);
  });

  it("and so does a write API token of organization A, which works in A", async () => {
    const own = await t.app.inject({
      method: "GET",
      url: `/api/event/${intruder.eventId}`,
      headers: bearer(intruderApiToken),
    });
    expect(own.statusCode).toBe(200);
    expect(await refusalsOf(intruderApiToken)).toEqual([]);
  });

  it("public routes show only what they show everyone", async () => {
    const access = await t.app.inject({
      method: "GET",
      url: `/api/portal/${DEMO.portal.slug}/${DEMO.portal.id}/access`,
      headers: bearer(token),
    });
    expect(access.json().payload.hasAccess).toBe(false);
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/forms/${DEMO_FORMS.intake.id}/submissions/mine`,
      headers: bearer(token),
    });
    expect(mine.json().payload).toEqual([]);
  });

  it("the intruder's own lists hold nothing of organization B", async () => {
    for (const url of ["/api/user/me/events", "/api/user/me/organizations"]) {
      if (!registered.some((route) => route.url === url)) continue;
      const response = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(
        secrets.filter((secret) => response.body.includes(secret)),
        url,
      ).toEqual([]);
      expect(response.body, url).not.toContain(DEMO.summit.id);
    }
  });

  it("a body naming organization B's event does not widen an import into A's module", async () => {
    const aModule = (
      await t.app.inject({
        method: "GET",
        url: `/api/event/${intruder.eventId}/modules`,
        headers: bearer(token),
      })
    ).json().payload[0].id as string;
    const response = await t.app.inject({
      method: "POST",
      url: `/api/modules/${aModule}/import/mapping`,
      headers: bearer(token),
      payload: {
        url: `http://localhost/api/uploads/${victim.upload}`,
        org_id: DEMO.org.id,
        event_id: DEMO.summit.id,
      },
    });
    // B's upload is not A's to read, whatever the body says.
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain("Ada Lovelace");
  });
});

describe("a member with only read on contacts (the demo's viewer@foyer.demo)", () => {
  let viewer = "";
  beforeAll(async () => {
    viewer = (await signIn(t.app, { username: DEMO.viewer.email, password: DEMO.password })).tokens.id_token;
  });

  const summit = DEMO.summit.id;
  const org = DEMO.org.id;
  /** Settings, team and sessions calls of the viewer's own event and organization: [method, route, url, body]. */
  const refused: [string, string, string, unknown?][] = [
    // Team (spec 1 §6 "Team": manage_users on settings; "Team permissions": manage_permissions).
    ["GET", "/api/event-users/:eventId/users", `/api/event-users/${summit}/users`],
    [
      "POST",
      "/api/event-users/:eventId/users",
      `/api/event-users/${summit}/users`,
      { email: "x@example.com" },
    ],
    ["GET", "/api/event-users/:eventId/invitations", `/api/event-users/${summit}/invitations`],
    ["GET", "/api/event/:eventId/roles", `/api/event/${summit}/roles`],
    [
      "PUT",
      "/api/organizations/:orgId/roles/:roleId",
      `/api/organizations/${org}/roles/${DEMO.roles.contactsViewer.id}`,
      { permissions: ["manage_all_module_data"] },
    ],
    // Settings: the organization's settings and its members.
    ["PUT", "/api/organizations/:orgId", `/api/organizations/${org}`, { name: "Mine now" }],
    ["GET", "/api/organizations/:orgId/users", `/api/organizations/${org}/users`],
    // The integration importer: its connections hold keys to the organization's other platforms.
    ["GET", "/api/integrations/:src/org/:orgId/auth", `/api/integrations/on24/org/${org}/auth`],
    // Sessions and their settings.
    ["GET", "/api/events/:eventId/sessions", `/api/events/${summit}/sessions`],
    ["POST", "/api/events/:eventId/sessions", `/api/events/${summit}/sessions`, { title: "Mine" }],
    ["GET", "/api/events/:eventId/session-settings", `/api/events/${summit}/session-settings`],
    [
      "POST",
      "/api/events/:eventId/session-settings/:kind",
      `/api/events/${summit}/session-settings/tracks`,
      { name: "Mine" },
    ],
    ["GET", "/api/events/:eventId/session-criteria", `/api/events/${summit}/session-criteria`],
    [
      "POST",
      "/api/events/:eventId/session-templates",
      `/api/events/${summit}/session-templates`,
      { name: "Mine" },
    ],
    // Decision emails (read on sessions and emails; writing and sending: update on both).
    ["GET", "/api/events/:eventId/decision-mails", `/api/events/${summit}/decision-mails`],
    [
      "POST",
      "/api/events/:eventId/decision-mails/send",
      `/api/events/${summit}/decision-mails/send`,
      { filter: {} },
    ],
    // Evaluation plans (scoring needs being the plan's evaluator: evaluations.test.ts).
    ["GET", "/api/events/:eventId/evaluation-plans", `/api/events/${summit}/evaluation-plans`],
  ];

  it("can list contacts", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/modules/${DEMO_MODULES.contacts.id}/records`,
      headers: bearer(viewer),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.total).toBeGreaterThan(0);
  });

  it.each(refused)("gets 403 from %s %s", async (method, route, url, payload) => {
    expect(
      registered.some((item) => item.method === method && item.url === route),
      `${method} ${route} exists`,
    ).toBe(true);
    const response = await t.app.inject({
      method: method as "GET",
      url,
      headers: bearer(viewer),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode).toBe(403);
    expect([messages.noPermission, messages.noAccess]).toContain(response.json().message);
  });
});
