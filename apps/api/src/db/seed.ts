import { randomUUID } from "node:crypto";
import { permissionActions, permissionModules } from "@foyer/domain";
import { count } from "drizzle-orm";
import { hashPassword } from "../services/auth/passwords.js";
import type { Db } from "./client.js";
import {
  contacts,
  events,
  eventUsers,
  organizations,
  orgUsers,
  portals,
  portalUsers,
  roles,
  users,
} from "./schema/index.js";
import { seedDemoEvaluations } from "./seed-evaluations.js";
import { seedDemoForms } from "./seed-forms.js";
import { seedDemoModules } from "./seed-modules.js";
import { seedDemoPastEvent } from "./seed-past-event.js";
import { seedPortalContent } from "./seed-portal-content.js";
import { seedPortalDocuments } from "./seed-portal-documents.js";
import { seedPortalMessages } from "./seed-portal-messages.js";
import { seedPortalTasks } from "./seed-portal-tasks.js";
import { seedDemoRelease, seedDemoSessions } from "./seed-sessions.js";

export { DEMO_CONTACT_FIELDS, DEMO_MODULES } from "./seed-modules.js";
export { DEMO_PAST } from "./seed-past-event.js";
export { DEMO_RELEASE, DEMO_SESSIONS } from "./seed-sessions.js";

/** The demo data's fixed ids and sign-ins (ARCHITECTURE "Public surface"). */
export const DEMO = {
  password: "foyer-demo",
  admin: { id: "314e3259-65a8-4332-bbfd-1195f0931c8f", email: "admin@foyer.demo" },
  speaker: { id: "ebd0b65b-839e-4c77-b2fe-986c885e9017", email: "speaker@foyer.demo" },
  /** A summit team member who may only read contacts (the "Contacts viewer" role). */
  viewer: { id: "6a0f4c52-3d6e-4b7f-9a51-0c7e2f8d41b3", email: "viewer@foyer.demo" },
  /** A summit team member with no role who evaluates sessions in the "Program committee" plan. */
  reviewer: { id: "9c2d7e15-4a3b-4f60-8e1d-5b6a7c8d9e02", email: "reviewer@foyer.demo" },
  roles: {
    administrator: { id: "0b9d6a1e-54c2-4f0e-8d7a-2f4b9c1e6a30", name: "Administrator" },
    editor: { id: "7c3e1f84-a2b5-4d96-b0e8-5f1a9d2c7e41", name: "Editor" },
    contactsViewer: { id: "e4a8b2d6-9f13-4c57-a6e0-3b7d5c9f1a82", name: "Contacts viewer" },
  },
  org: { id: "8fd12ece-288c-48dc-8bea-5a72912eee84", name: "Foyer Demo Organization" },
  summit: {
    id: "d5f2f17c-cc0a-4038-9f07-61ae17e8e306",
    name: "Foyer Summit 2027",
    slug: "foyer-summit-2027",
  },
  meetup: {
    id: "ef43f8a4-cca4-41ae-b846-48cc909161c5",
    name: "Foyer Community Meetup",
    slug: "foyer-community-meetup",
  },
  portal: { id: "2459efa7-8b07-41e7-bc13-dad7b87f46d2", slug: "speakers", name: "Speaker Portal" },
} as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The demo organization's roles: slugs `{module}_{action}` (spec 2 §6). */
function demoRoles() {
  const modules = permissionModules.filter((module) => module !== "settings");
  return [
    {
      ...DEMO.roles.administrator,
      description: "Everything in every event, settings and team included.",
      permissions: ["manage_all_module_data", ...permissionActions.map((action) => `settings_${action}`)],
    },
    {
      ...DEMO.roles.editor,
      description: "Reads and edits every module; no settings or team.",
      permissions: modules.flatMap((module) => [`${module}_read`, `${module}_update`]),
    },
    {
      ...DEMO.roles.contactsViewer,
      description: "Reads the contacts list and nothing else.",
      permissions: ["contacts_read"],
    },
  ].map((role) => ({ ...role, orgId: DEMO.org.id }));
}

/**
 * The speaker portal's content (issue 6 "Seed"): the slides request, two tasks (one leads to the
 * request), the guidelines page with a wiki page and a resource, and a message thread.
 */
async function seedDemoPortal(tx: Db): Promise<void> {
  const portal = { id: DEMO.portal.id, eventId: DEMO.summit.id };
  const fileRequestId = await seedPortalDocuments(tx, portal, DEMO.speaker.id);
  await seedPortalTasks(tx, { portalId: portal.id, speakerUserId: DEMO.speaker.id, fileRequestId });
  await seedPortalContent(tx, portal);
  await seedPortalMessages(tx, {
    portalId: portal.id,
    eventId: portal.eventId,
    speakerUserId: DEMO.speaker.id,
    organizerUserId: DEMO.admin.id,
  });
}

/**
 * Writes the demo organization, its two events, contacts, the sign-ins (organizer, speaker, a
 * contacts viewer and an evaluator on the summit's team), the organization's roles, the speaker portal and forms.
 */
export async function seedDemo(
  db: Db,
  options: {
    /**
     * Also last year's Summit (seed-past-event.ts), which the running demo and the browser suites
     * have; the API suites leave it out, their counts assume two events. @default false
     */
    pastEvent?: boolean;
  } = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      {
        id: DEMO.admin.id,
        email: DEMO.admin.email,
        passwordHash,
        fname: "Ada",
        lname: "Organizer",
        timezone: "America/New_York",
        isFoyerAdmin: true,
      },
      {
        id: DEMO.speaker.id,
        email: DEMO.speaker.email,
        passwordHash,
        fname: "Sam",
        lname: "Speaker",
        timezone: "Europe/Berlin",
      },
      {
        id: DEMO.viewer.id,
        email: DEMO.viewer.email,
        passwordHash,
        fname: "Vic",
        lname: "Viewer",
        timezone: "America/New_York",
      },
      {
        id: DEMO.reviewer.id,
        email: DEMO.reviewer.email,
        passwordHash,
        fname: "Rita",
        lname: "Reviewer",
        timezone: "America/New_York",
      },
    ]);
    await tx.insert(organizations).values({ id: DEMO.org.id, name: DEMO.org.name });
    await tx.insert(roles).values(demoRoles());
    await tx.insert(orgUsers).values({ orgId: DEMO.org.id, userId: DEMO.admin.id, isAdmin: true });
    await tx.insert(events).values([
      {
        id: DEMO.summit.id,
        orgId: DEMO.org.id,
        name: DEMO.summit.name,
        slug: DEMO.summit.slug,
        dateFrom: "2027-03-15",
        dateTo: "2027-03-17",
        timezone: "America/New_York",
      },
      {
        id: DEMO.meetup.id,
        orgId: DEMO.org.id,
        name: DEMO.meetup.name,
        slug: DEMO.meetup.slug,
        dateFrom: "2026-12-08",
        dateTo: "2026-12-08",
        timezone: "Europe/Berlin",
      },
    ]);
    await tx.insert(eventUsers).values([
      { eventId: DEMO.summit.id, userId: DEMO.admin.id, isAdmin: true },
      { eventId: DEMO.meetup.id, userId: DEMO.admin.id, isAdmin: true },
      {
        eventId: DEMO.summit.id,
        userId: DEMO.viewer.id,
        isAdmin: false,
        roleId: DEMO.roles.contactsViewer.id,
      },
      { eventId: DEMO.summit.id, userId: DEMO.reviewer.id, isAdmin: false },
    ]);
    const people = [
      ["Sam", "Speaker", DEMO.speaker.email, "Northwind", "Principal Engineer", DEMO.speaker.id],
      ["Grace", "Hopper", "grace@example.com", "Navy Labs", "Keynote Speaker", null],
      ["Linus", "Moderator", "linus@example.com", "Open Source Co", "Moderator", null],
      ["Maria", "Sponsor", "maria@example.com", "Acme Corp", "Partnerships Lead", null],
      ["Kenji", "Exhibitor", "kenji@example.com", "Booth Builders", "Sales Manager", null],
      ["Amara", "Attendee", "amara@example.com", "Freelance", "Designer", null],
    ] as const;
    await tx.insert(contacts).values(
      people.map(([fname, lname, email, company, title, userId]) => ({
        id: randomUUID(),
        orgId: DEMO.org.id,
        eventId: DEMO.summit.id,
        fname,
        lname,
        email,
        company,
        title,
        userId,
      })),
    );
    await tx.insert(portals).values({
      id: DEMO.portal.id,
      eventId: DEMO.summit.id,
      slug: DEMO.portal.slug,
      name: DEMO.portal.name,
      welcomeText: "Welcome to the Foyer Summit 2027 speaker portal.",
    });
    await tx.insert(portalUsers).values({ portalId: DEMO.portal.id, userId: DEMO.speaker.id });
    await seedDemoForms(tx, DEMO.summit.id, DEMO.summit.slug);
    await seedDemoModules(
      tx,
      { id: DEMO.summit.id, orgId: DEMO.org.id },
      { id: DEMO.meetup.id, orgId: DEMO.org.id },
    );
    await seedDemoSessions(tx, { id: DEMO.summit.id, orgId: DEMO.org.id });
    await seedDemoRelease(tx, DEMO.summit.id, DEMO.admin.id);
    await seedDemoPortal(tx);
    await seedDemoEvaluations(tx, { id: DEMO.summit.id, orgId: DEMO.org.id }, DEMO.reviewer.id);
    if (options.pastEvent) await seedDemoPastEvent(tx, DEMO.org.id);
  });
}
