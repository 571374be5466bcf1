import type { FormStep } from "@foyer/domain";
import { createDefaultModules } from "../services/records/modules.js";
import type { Db } from "./client.js";
import {
  contacts,
  eventDayGroups,
  eventSessions,
  events,
  formSubmissions,
  forms,
  moduleFields,
  sessionParticipants,
  sessionSettingItems,
} from "./schema/index.js";

/**
 * Last year's Summit: a past event (March 2025) for the event clone to start from (issue 5 items
 * 4 and 5: "an organizer clones last year's event"). Written only where the demo runs (npm start,
 * npm run seed, the browser suites); the API suites keep the two-event demo their counts assume.
 */
export const DEMO_PAST = {
  event: {
    id: "2025a5e7-0c1f-4e2b-9a3d-5c7e9f1b3d50",
    name: "Foyer Summit 2025",
    slug: "foyer-summit-2025",
    dateFrom: "2025-03-17",
    dateTo: "2025-03-19",
    timezone: "America/New_York",
  },
  modules: {
    contacts: "2025a5e7-0000-4d00-8000-00000000c001",
    sponsors: "2025a5e7-0000-4d00-8000-00000000c002",
    exhibitors: "2025a5e7-0000-4d00-8000-00000000c003",
  },
  arrivalField: { id: "2025a5e7-0000-4d00-8000-00000000f001", name: "Arrival Date" },
  forms: {
    intake: { id: "2025a5e7-0000-4d00-8000-00000000e001", name: "Speaker Intake 2025" },
    submission: { id: "2025a5e7-0000-4d00-8000-00000000e002", name: "Call for Papers 2025" },
  },
  sessions: {
    opening: {
      id: "2025a5e7-0000-4d00-8000-00000000a001",
      title: "Opening Keynote 2025",
      startsAt: "2025-03-17T13:00:00.000Z",
    },
    workshop: {
      id: "2025a5e7-0000-4d00-8000-00000000a002",
      title: "Registration Workshop 2025",
      startsAt: "2025-03-18T14:00:00.000Z",
    },
  },
  room: { id: "2025a5e7-0000-4d00-8000-00000000b001", name: "Main Hall" },
  contacts: [
    {
      id: "2025a5e7-0000-4d00-8000-00000000d001",
      fname: "Grace",
      lname: "Hopper",
      email: "grace@example.com",
    },
    {
      id: "2025a5e7-0000-4d00-8000-00000000d002",
      fname: "Linus",
      lname: "Moderator",
      email: "linus@example.com",
    },
    {
      id: "2025a5e7-0000-4d00-8000-00000000d003",
      fname: "Amara",
      lname: "Attendee",
      email: "amara@example.com",
    },
  ],
} as const;

const when = (iso: string) => new Date(iso);

const intakeSteps: FormStep[] = [
  {
    id: "about",
    title: "About you",
    fields: [
      { id: "full_name", type: "text", label: "Full name", required: true, maxLength: 200 },
      { id: "email", type: "email", label: "Email", required: true },
      { id: "arrival", type: "date", label: "Arrival date", required: false },
    ],
  },
];

const submissionSteps: FormStep[] = [
  {
    id: "talk",
    title: "Your talk",
    fields: [
      { id: "title", type: "text", label: "Talk title", required: true, maxLength: 200 },
      { id: "abstract", type: "textarea", label: "Abstract", required: true, maxLength: 4000 },
      { id: "days", type: "eventDays", label: "Days you can speak", required: false },
    ],
  },
];

/**
 * Foyer Summit 2025 in the demo organization: its default modules (contacts carry an arrival
 * date), three contacts, an intake form and a call for papers with one submission, two sessions
 * in the Main Hall with speakers, and its show days. Every time is in 2025, as it was.
 */
export async function seedDemoPastEvent(tx: Db, orgId: string): Promise<void> {
  const past = DEMO_PAST;
  const { event } = past;
  await tx.insert(events).values({ ...event, orgId, createdAt: when("2024-10-01T12:00:00Z") });
  await createDefaultModules(tx, { id: event.id, orgId }, past.modules);
  await tx.insert(moduleFields).values({
    id: past.arrivalField.id,
    moduleId: past.modules.contacts,
    name: past.arrivalField.name,
    type: "date",
    position: 1,
    createdAt: when("2024-10-01T12:00:00Z"),
  });
  await tx.insert(contacts).values(
    past.contacts.map((person, index) => ({
      ...person,
      orgId,
      eventId: event.id,
      data: { [past.arrivalField.id]: "2025-03-16" },
      createdAt: when(`2025-01-1${index}T15:00:00Z`),
      updatedAt: when(`2025-02-1${index}T15:00:00Z`),
    })),
  );
  await tx.insert(forms).values([
    {
      id: past.forms.intake.id,
      eventId: event.id,
      kind: "intake",
      slug: event.slug,
      name: past.forms.intake.name,
      description: "Confirmed speakers of 2025: tell us about yourself.",
      steps: intakeSteps,
      createdAt: when("2024-11-01T12:00:00Z"),
      updatedAt: when("2024-11-02T12:00:00Z"),
    },
    {
      id: past.forms.submission.id,
      eventId: event.id,
      kind: "submission",
      slug: event.slug,
      name: past.forms.submission.name,
      description: "Propose a talk for the 2025 Summit.",
      steps: submissionSteps,
      createdAt: when("2024-11-01T12:00:00Z"),
      updatedAt: when("2024-11-03T12:00:00Z"),
    },
  ]);
  await tx.insert(formSubmissions).values({
    id: "2025a5e7-0000-4d00-8000-000000005001",
    formId: past.forms.submission.id,
    status: "submitted",
    values: {
      title: "Calm registration flows",
      abstract: "What three years of registration data taught us.",
      days: ["2025-03-18"],
    },
    createdAt: when("2024-12-01T10:00:00Z"),
    updatedAt: when("2024-12-01T10:30:00Z"),
    submittedAt: when("2024-12-01T10:30:00Z"),
  });
  await tx.insert(sessionSettingItems).values({
    id: past.room.id,
    orgId,
    eventId: event.id,
    kind: "rooms",
    name: past.room.name,
    createdAt: when("2024-12-15T12:00:00Z"),
  });
  const session = (item: { id: string; title: string; startsAt: string }, minutes: number) => ({
    id: item.id,
    orgId,
    eventId: event.id,
    title: item.title,
    startsAt: when(item.startsAt),
    endsAt: new Date(Date.parse(item.startsAt) + minutes * 60_000),
    roomId: past.room.id,
    createdAt: when("2025-01-20T12:00:00Z"),
    updatedAt: when("2025-02-20T12:00:00Z"),
  });
  await tx
    .insert(eventSessions)
    .values([session(past.sessions.opening, 60), session(past.sessions.workshop, 90)]);
  const [grace, linus] = past.contacts;
  await tx.insert(sessionParticipants).values([
    {
      sessionId: past.sessions.opening.id,
      contactId: grace.id,
      role: "speaker",
      createdAt: when("2025-02-01T12:00:00Z"),
    },
    {
      sessionId: past.sessions.opening.id,
      contactId: linus.id,
      role: "moderator",
      createdAt: when("2025-02-01T12:00:00Z"),
    },
    {
      sessionId: past.sessions.workshop.id,
      contactId: grace.id,
      role: "speaker",
      createdAt: when("2025-02-01T12:00:00Z"),
    },
  ]);
  await tx.insert(eventDayGroups).values([
    {
      eventId: event.id,
      groupId: 2,
      name: "Show Days",
      color: "#01C07C",
      days: ["2025-03-17", "2025-03-18", "2025-03-19"],
      position: 1,
    },
  ]);
}
