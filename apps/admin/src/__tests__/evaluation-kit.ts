import type {
  EvaluationPlan,
  MonitorView,
  MyEvaluationPlan,
  ReviewItem,
  ReviewList,
  TeamMember,
} from "@foyer/domain";
import { adminUser, type Routes } from "./fake-api.js";
import { settings } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/** Test data of the evaluation pages: the Summit's program committee plan, as the API answers it. */

export const base = "/events/ev-1/evaluation-plans";
export const profileRoute = `GET /permissions/event/ev-1/user/${adminUser.id}`;

/** A member of the team with no role permissions, assigned to a plan: the event's evaluator. */
export const evaluatorProfile = { permissions: [], read_permissions: [], isMember: true, isEvaluator: true };

export const plan = (extra: Partial<EvaluationPlan> = {}): EvaluationPlan => ({
  id: "p-1",
  name: "Program committee",
  instructions: "Read each abstract.\n\nScore it honestly.",
  statusId: null,
  statusName: null,
  criteria: [
    { id: "c-rel", name: "Relevance", maxScore: 5 },
    { id: "c-depth", name: "Depth", maxScore: 20 },
  ],
  evaluators: [{ userId: "u-vic", name: "Vic Viewer", email: "vic@example.com" }],
  sessionCount: 3,
  evaluationCount: 4,
  updatedAt: "2027-01-05T10:00:00.000Z",
  ...extra,
});

export const member = (userId: string, name: string): TeamMember => ({
  userId,
  name,
  email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
  isAdmin: false,
  roleId: null,
  roleName: null,
  status: "active",
  via: "event",
});

export const team = [
  member("u-vic", "Vic Viewer"),
  member("u-grace", "Grace Hopper"),
  member("u-alan", "Alan Turing"),
];

export const mine = (): MyEvaluationPlan[] => [
  { id: "p-1", name: "Program committee", instructions: "", total: 4, done: 1 },
];

export const reviewList = (): ReviewList => ({
  plan: plan(),
  sessions: [
    { id: "s-1", title: "Opening Keynote", track: "Product", format: "Talk", total: 18 },
    { id: "s-2", title: "Deep Dive", track: null, format: null, total: null },
  ],
});

export const reviewItem = (extra: Partial<ReviewItem> = {}): ReviewItem => ({
  plan: plan(),
  session: {
    id: "s-1",
    title: "Opening Keynote",
    description: "Where events are heading.\nAnd why.",
    track: "Product",
    format: "Talk",
    level: "Beginner",
    language: "English",
    status: "Submitted",
    people: [{ role: "Speaker", name: "Grace Hopper" }],
  },
  evaluation: null,
  previousId: null,
  nextId: "s-2",
  ...extra,
});

export const monitorView = (): MonitorView => ({
  plan: plan(),
  evaluators: [
    { userId: "u-vic", name: "Vic Viewer", email: "vic@example.com", done: 2 },
    { userId: "u-grace", name: "Grace Hopper", email: "grace@example.com", done: 1 },
  ],
  sessions: [
    {
      id: "s-1",
      title: "Opening Keynote",
      evaluations: 2,
      averages: { "c-rel": 4.5, "c-depth": 12 },
      averageTotal: 16.5,
    },
    { id: "s-2", title: "Deep Dive", evaluations: 0, averages: {}, averageTotal: null },
    {
      id: "s-3",
      title: "Closing Panel",
      evaluations: 1,
      averages: { "c-rel": 3, "c-depth": 17.25 },
      averageTotal: 20.25,
    },
  ],
});

/** Opens the event area at `subpath` as the admin (or with `routes` overriding the profile). */
export function openEvaluation(subpath: string, routes: Routes = {}) {
  return openSignedIn(`/event-light/ev-1/${subpath}`, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([]),
    "GET /events/ev-1/session-settings": ok(settings()),
    "GET /events/ev-1/evaluators": ok(team),
    ...routes,
  });
}
