import type {
  AuditEntry,
  SessionDetail,
  SessionPage,
  SessionParticipant,
  SessionSettingItem,
  SessionSettings,
  SessionSummary,
} from "@foyer/domain";

/** Test data of the sessions pages: the Summit's sessions, settings and people, as the API answers them. */

export const room = (id: string, name: string, sessionCount = 0): SessionSettingItem => ({
  id,
  kind: "rooms",
  name,
  position: 0,
  colour: null,
  sessionCount,
});

export const settings = (): SessionSettings => ({
  rooms: [room("r-main", "Main Hall", 2), { ...room("r-a", "Room A"), position: 1 }],
  tracks: [
    { id: "t-product", kind: "tracks", name: "Product", position: 0, colour: "#7c3aed", sessionCount: 1 },
  ],
  formats: [],
  levels: [],
  languages: [{ id: "l-en", kind: "languages", name: "English", position: 0, colour: null, sessionCount: 0 }],
  statuses: [
    { id: "st-ok", kind: "statuses", name: "Confirmed", position: 0, colour: "#2b8a3e", sessionCount: 1 },
  ],
  personas: [
    { id: "p-org", kind: "personas", name: "Organizer", position: 0, colour: null, sessionCount: 1 },
    { id: "p-dev", kind: "personas", name: "Developer", position: 1, colour: null, sessionCount: 0 },
  ],
});

export const summary = (n: number, extra: Partial<SessionSummary> = {}): SessionSummary => ({
  id: `s-${n}`,
  parentId: null,
  title: `Session ${n}`,
  startsAt: "2027-03-15T13:00:00.000Z",
  endsAt: "2027-03-15T14:30:00.000Z",
  room: { id: "r-main", name: "Main Hall", colour: null },
  track: { id: "t-product", name: "Product", colour: "#7c3aed" },
  format: null,
  level: null,
  language: null,
  status: { id: "st-ok", name: "Confirmed", colour: "#2b8a3e" },
  personas: [],
  speakers: ["Grace Hopper"],
  subsessionCount: 0,
  plenum: false,
  durationMinutes: null,
  createdAt: "2027-01-02T10:00:00.000Z",
  updatedAt: "2027-01-02T10:00:00.000Z",
  ...extra,
});

export const page = (sessions: SessionSummary[], extra: Partial<SessionPage> = {}): SessionPage => ({
  sessions,
  total: sessions.length,
  page: 1,
  pageSize: 50,
  timezone: "America/New_York",
  ...extra,
});

export const person = (
  contactId: string,
  name: string,
  role: SessionParticipant["role"],
  position = 0,
): SessionParticipant => ({
  contactId,
  role,
  position,
  name,
  email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
  company: "Acme",
  title: null,
});

export const detail = (extra: Partial<SessionDetail> = {}): SessionDetail => ({
  ...summary(1, { title: "Opening Keynote" }),
  description: "Where events are heading.",
  plenum: false,
  expectedAudience: null,
  parent: null,
  participants: [
    person("c-grace", "Grace Hopper", "speaker"),
    person("c-linus", "Linus Moderator", "moderator"),
  ],
  subsessions: [],
  files: [],
  timezone: "America/New_York",
  ...extra,
});

export const auditEntries: AuditEntry[] = [
  {
    id: "a-2",
    entityType: "session",
    entityId: "s-1",
    action: "update",
    changes: [
      { field: "Title", before: "Keynote", after: "Opening Keynote" },
      { field: "Speakers", before: [], after: ["Grace Hopper", "Sam Speaker"] },
      { field: "Starts", before: null, after: "2027-03-15T13:00:00.000Z" },
    ],
    note: null,
    user: { id: "user-1", name: "Ada Organizer" },
    at: "2027-01-03T10:00:00.000Z",
  },
  {
    id: "a-1",
    entityType: "session",
    entityId: "s-1",
    action: "create",
    changes: [{ field: "Title", before: null, after: "Keynote" }],
    note: null,
    user: null,
    at: "2027-01-02T10:00:00.000Z",
  },
];

/** A JSON body of a fake request. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return (await request.json()) as Record<string, unknown>;
}
