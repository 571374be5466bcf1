import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventUsers, orgUsers, users } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { bearer, createTestApp, signIn, signUp, signUpEventAdmin, type TestApp } from "./support/test-app.js";

let t: TestApp;
let admin: string;
let speaker: string;
const people: Record<"orgAdmin" | "orgMember" | "teamMember" | "platformAdmin" | "meetupTeam", string> = {
  orgAdmin: "",
  orgMember: "",
  teamMember: "",
  platformAdmin: "",
  meetupTeam: "",
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
  speaker = (await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })).tokens.id_token;
  const db = t.database.db;
  const orgAdmin = await signUp(t.app, "org.admin@example.com");
  await db.insert(orgUsers).values({ orgId: DEMO.org.id, userId: orgAdmin.id, isAdmin: true });
  const orgMember = await signUp(t.app, "org.member@example.com");
  await db.insert(orgUsers).values({ orgId: DEMO.org.id, userId: orgMember.id, isAdmin: false });
  const teamMember = await signUp(t.app, "team.member@example.com");
  // A member who is not an admin holds the permissions of their role (the demo "Editor").
  await db.insert(eventUsers).values({
    eventId: DEMO.summit.id,
    userId: teamMember.id,
    isAdmin: false,
    roleId: DEMO.roles.editor.id,
  });
  const platformAdmin = await signUp(t.app, "platform.admin@example.com");
  await db.update(users).set({ isFoyerAdmin: true }).where(eq(users.id, platformAdmin.id));
  const meetupTeam = await signUpEventAdmin(t, "meetup.team@example.com", DEMO.meetup.id);
  Object.assign(people, {
    orgAdmin: orgAdmin.token,
    orgMember: orgMember.token,
    teamMember: teamMember.token,
    platformAdmin: platformAdmin.token,
    meetupTeam: meetupTeam.token,
  });
});
afterAll(async () => t.close());

const summitForms = `/api/events/${DEMO.summit.id}/forms`;
const meetupForms = `/api/events/${DEMO.meetup.id}/forms`;
const cfp = `${summitForms}/${DEMO_FORMS.submission.id}`;

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The Call for Papers as the editor would send it back. */
async function cfpBody() {
  const form = (await call("GET", cfp, admin)).json().payload;
  return {
    name: form.name,
    description: form.description,
    requiresLogin: form.requiresLogin,
    allowSignup: form.allowSignup,
    singleSubmission: form.singleSubmission,
    isOpen: form.isOpen,
    confirmationMessage: form.confirmationMessage,
    steps: form.steps,
  };
}

const cfpValues = {
  title: "Shadow DOM in practice",
  abstract: "What we learned.",
  format: "talk",
  level: ["intermediate"],
  days: ["2027-03-16"],
  coc: true,
};

describe("event access: platform admins, organization admins and the event's team", () => {
  it.each([
    ["the platform admin", () => people.platformAdmin],
    ["an admin of the event's organization", () => people.orgAdmin],
    ["a member of the event's team", () => people.teamMember],
    ["the demo organizer", () => admin],
  ])("%s may list the event's forms", async (_who, token) => {
    expect((await call("GET", summitForms, token())).statusCode).toBe(200);
  });

  it.each([
    ["a participant (speaker)", () => speaker],
    ["an organization member who is not an admin", () => people.orgMember],
    ["the team of another event", () => people.meetupTeam],
  ])("%s gets 403 'You don't have access to this page!' on every call", async (_who, token) => {
    const submissions = `${cfp}/submissions`;
    const wellFormedUpdate = {
      name: "X",
      description: "",
      requiresLogin: false,
      allowSignup: false,
      singleSubmission: false,
      isOpen: false,
      confirmationMessage: "",
      steps: [{ id: "step-1", title: "Step 1", fields: [] }],
    };
    for (const [method, url, payload] of [
      ["GET", summitForms],
      ["POST", summitForms, { kind: "application", name: "X", slug: "x" }],
      ["GET", cfp],
      // A well-formed body: a malformed one is refused (400) by the route's schema before access is checked.
      ["PUT", cfp, wellFormedUpdate],
      ["DELETE", cfp],
      ["GET", submissions],
      ["GET", `${submissions}/any`],
    ] as const) {
      const response = await call(method, url, token(), payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe("You don't have access to this page!");
    }
  });

  it("answers 401 without a session and 404 for an unknown event", async () => {
    expect((await t.app.inject({ method: "GET", url: summitForms })).statusCode).toBe(401);
    const unknown = await call("GET", "/api/events/no-such-event/forms", admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("This event does not exist.");
  });
});

describe("GET /api/events/{eventId}/forms lists the event's forms", () => {
  it("with kind, status, submission counts and who last edited them", async () => {
    const response = await call("GET", `${summitForms}?userId=${DEMO.admin.id}`, admin);
    expect(response.statusCode).toBe(200);
    const list = response.json().payload as Array<Record<string, unknown>>;
    expect(list.map((form) => form.kind).sort()).toEqual(["application", "followup", "intake", "submission"]);
    expect(list.find((form) => form.id === DEMO_FORMS.submission.id)).toMatchObject({
      name: "Call for Papers",
      slug: DEMO.summit.slug,
      isOpen: true,
      requiresLogin: true,
      stepCount: 3,
      fieldCount: 13,
      submissions: { draft: 0, submitted: 0 },
      updated_by: null,
    });
  });

  it("filters by one kind or several (?kind=intake,followup)", async () => {
    const one = (await call("GET", `${summitForms}?kind=application`, admin)).json().payload;
    expect(one.map((form: { name: string }) => form.name)).toEqual(["Exhibitor Application"]);
    const two = (await call("GET", `${summitForms}?kind=intake,followup`, admin)).json().payload;
    expect(two.map((form: { kind: string }) => form.kind).sort()).toEqual(["followup", "intake"]);
    const none = (await call("GET", `${meetupForms}?kind=submission`, admin)).json().payload;
    expect(none).toEqual([]);
  });

  it("refuses an unknown kind with a clear message", async () => {
    const response = await call("GET", `${summitForms}?kind=survey`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "kind: Form kind must be intake, submission, application or followup",
    );
  });
});

describe("POST /api/events/{eventId}/forms creates a form with one empty step", () => {
  it("an application form takes its own slug, starts closed, and records who made it", async () => {
    const response = await call("POST", meetupForms, admin, {
      kind: "application",
      name: "  Volunteer Application ",
      slug: "Volunteers",
      description: "Help us run the meetup.",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().payload).toMatchObject({
      kind: "application",
      name: "Volunteer Application",
      slug: "volunteers",
      description: "Help us run the meetup.",
      isOpen: false,
      // Untitled: participants see no default "Step 1" heading (issue 22).
      steps: [{ id: "step-1", title: "", fields: [] }],
      submissions: { draft: 0, submitted: 0 },
      event: { id: DEMO.meetup.id, slug: DEMO.meetup.slug },
      updated_by: { id: DEMO.admin.id, name: "Ada Organizer" },
    });
  });

  it("intake and submission forms use the event's slug", async () => {
    const response = await call("POST", meetupForms, admin, { kind: "submission", name: "Lightning talks" });
    expect(response.statusCode).toBe(201);
    expect(response.json().payload.slug).toBe(DEMO.meetup.slug);
  });

  it.each([
    [{ kind: "application", name: "No slug" }, "slug: Application and follow-up forms need a slug"],
    [
      { kind: "followup", name: "Bad slug", slug: "two  words" },
      "slug: Slug may use only a-z, 0-9 and single hyphens",
    ],
    [
      { kind: "intake", name: "Own slug", slug: "mine" },
      "slug: Intake and submission forms use the event's slug; leave slug out",
    ],
    [{ kind: "survey", name: "X" }, "kind: Form kind must be intake, submission, application or followup"],
    [{ kind: "intake", name: "   " }, "name: Name is required"],
    [{ kind: "intake", name: "X", isOpen: true }, "Unknown field(s): isOpen"],
  ])("refuses %j: %s", async (payload, message) => {
    const response = await call("POST", meetupForms, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("GET /api/events/{eventId}/forms/{formId} answers the full definition", () => {
  it("with settings, steps and the event", async () => {
    const response = await call("GET", cfp, admin);
    expect(response.statusCode).toBe(200);
    const form = response.json().payload;
    expect(form).toMatchObject({
      kind: "submission",
      name: "Call for Papers",
      requiresLogin: true,
      allowSignup: true,
      singleSubmission: false,
      confirmationMessage: "Thank you for your proposal. The programme committee will be in touch.",
      event: { id: DEMO.summit.id, name: DEMO.summit.name, slug: DEMO.summit.slug },
    });
    expect(form.steps.map((step: { id: string }) => step.id)).toEqual(["talk", "logistics", "files"]);
  });

  it("a form of another event addressed through this event's path is not found", async () => {
    const response = await call("GET", `${meetupForms}/${DEMO_FORMS.submission.id}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("This form does not exist.");
    const viaSummit = await call("GET", `${meetupForms}/${DEMO_FORMS.intake.id}/submissions`, admin);
    expect(viaSummit.statusCode).toBe(404);
    expect(
      (await call("PUT", `${meetupForms}/${DEMO_FORMS.intake.id}`, admin, await cfpBody())).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `${meetupForms}/${DEMO_FORMS.followup.id}`, admin)).statusCode).toBe(404);
  });
});

describe("PUT /api/events/{eventId}/forms/{formId} saves the definition", () => {
  it("saves settings and a new field; participants see it", async () => {
    const body = await cfpBody();
    body.steps[0].fields.push({ id: "co_speaker", type: "text", label: "Co-speaker", required: false });
    body.confirmationMessage = "Thanks!";
    const response = await call("PUT", cfp, people.teamMember, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      confirmationMessage: "Thanks!",
      updated_by: { name: "Test team.member" },
    });
    const participant = await t.app.inject({
      method: "GET",
      url: `/api/forms/submission/${DEMO.summit.slug}/${DEMO_FORMS.submission.id}`,
    });
    const labels = participant.json().payload.steps[0].fields.map((field: { label: string }) => field.label);
    expect(labels).toContain("Co-speaker");
  });

  it("leaves empty optional texts out of the stored field", async () => {
    const body = await cfpBody();
    body.steps[0].fields[0] = { ...body.steps[0].fields[0], description: "  ", placeholder: "" };
    const saved = (await call("PUT", cfp, admin, body)).json().payload;
    expect(saved.steps[0].fields[0]).not.toHaveProperty("description");
    expect(saved.steps[0].fields[0]).not.toHaveProperty("placeholder");
  });

  it("a step may have no title (participants then see no heading); a long one is refused (issue 22)", async () => {
    const body = await cfpBody();
    body.steps[0].title = "   ";
    const { title: _dropped, ...untitled } = body.steps[1];
    body.steps[1] = untitled as (typeof body.steps)[1];
    const saved = await call("PUT", cfp, admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved
        .json()
        .payload.steps.slice(0, 2)
        .map((step: { title: string }) => step.title),
    ).toEqual(["", ""]);
    body.steps[0].title = "x".repeat(201);
    const refused = await call("PUT", cfp, admin, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("steps.0.title: Step title must be at most 200 characters");
  });

  type Body = Awaited<ReturnType<typeof cfpBody>>;
  const field = (body: Body, step: number, index: number) => body.steps[step].fields[index];
  it.each<[string, (body: Body) => void, string]>([
    ["an empty name", (b) => (b.name = ""), "name: Name is required"],
    ["no steps", (b) => (b.steps = []), "steps: A form needs at least one step"],
    [
      "51 steps",
      (b) => (b.steps = Array.from({ length: 51 }, (_, i) => ({ id: `s${i}`, title: `S${i}`, fields: [] }))),
      "steps: A form has at most 50 steps",
    ],
    [
      "201 fields",
      (b) =>
        (b.steps = [0, 1].map((s) => ({
          id: `s${s}`,
          title: "Many",
          fields: Array.from({ length: s === 0 ? 200 : 1 }, (_, i) => ({
            id: `f${s}_${i}`,
            type: "text",
            label: "F",
            required: false,
          })),
        }))),
      "steps: A form has at most 200 fields",
    ],
    ["a duplicate step id", (b) => (b.steps[1].id = "talk"), 'steps.1.id: Step id "talk" is used twice'],
    [
      "a duplicate field id across steps",
      (b) => (field(b, 1, 0).id = "title"),
      'steps.1.fields.0.id: Field id "title" is used twice',
    ],
    [
      "a field id that is not slug-like",
      (b) => (field(b, 0, 0).id = "My Title"),
      "steps.0.fields.0.id: Field id must start with a letter and use only a-z, 0-9, - and _",
    ],
    [
      "an unknown field type",
      (b) => (field(b, 0, 0).type = "signature"),
      "steps.0.fields.0.type: Field type must be one of: text, textarea, email, number, currency, percent, date, time, datetime, toggle, checkbox, radioList, dropdown, countries, usPhone, eventDays, file, image, photo",
    ],
    ["an empty label", (b) => (field(b, 0, 0).label = " "), "steps.0.fields.0.label: Label is required"],
    [
      "a long label",
      (b) => (field(b, 0, 0).label = "x".repeat(201)),
      "steps.0.fields.0.label: Label must be at most 200 characters",
    ],
    [
      "a radio list without options",
      (b) => (field(b, 0, 2).options = []),
      "steps.0.fields.2.options: Add at least one option",
    ],
    [
      "duplicate option values",
      (b) =>
        (field(b, 0, 3).options = [
          { value: "a", label: "A" },
          { value: "a", label: "B" },
        ]),
      'steps.0.fields.3.options.1.value: Option value "a" is used twice',
    ],
    [
      "options on a text field",
      (b) => (field(b, 0, 0).options = [{ value: "a", label: "A" }]),
      "steps.0.fields.0.options: Options only applies to radioList, dropdown fields",
    ],
    [
      "decimals above 6",
      (b) => (field(b, 1, 3).decimals = 7),
      "steps.1.fields.3.decimals: Decimals must be between 0 and 6",
    ],
    [
      "a minimum above the maximum",
      (b) => Object.assign(field(b, 1, 3), { min: 200, max: 100 }),
      "steps.1.fields.3.max: Maximum must not be less than the minimum",
    ],
    [
      "maxFiles of 51",
      (b) => (field(b, 2, 0).maxFiles = 51),
      "steps.2.fields.0.maxFiles: Maximum files must be between 1 and 50",
    ],
    [
      "an unknown time zone",
      (b) => (field(b, 1, 1).timezone = "Mars/Olympus"),
      "steps.1.fields.1.timezone: Unknown time zone",
    ],
    [
      "an unknown setting on a field",
      (b) => Object.assign(field(b, 0, 0), { onclick: "x" }),
      "steps.0.fields.0: Unknown field(s): onclick",
    ],
    [
      "one submission per person without sign-in",
      (b) => Object.assign(b, { singleSubmission: true, requiresLogin: false }),
      "singleSubmission: One submission per person needs sign-in: turn on Sign-in required",
    ],
    [
      "a setting that is not a boolean",
      (b) => Object.assign(b, { isOpen: "yes" }),
      "isOpen: Open must be true or false",
    ],
  ])("refuses %s with a clear message and keeps the form as it was", async (_what, change, message) => {
    const before = await cfpBody();
    const body = structuredClone(before);
    change(body);
    const response = await call("PUT", cfp, admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message });
    expect(response.json().details.length).toBeGreaterThan(0);
    expect(await cfpBody()).toEqual(before);
  });

  it("refuses a missing body", async () => {
    const response = await t.app.inject({ method: "PUT", url: cfp, headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
  });
});

describe("submissions: the organizer reads what participants sent", () => {
  let speakerSubmission = "";
  let anonymousSubmission = "";
  beforeAll(async () => {
    const mine = await t.app.inject({
      method: "POST",
      url: `/api/forms/${DEMO_FORMS.submission.id}/submissions`,
      headers: bearer(speaker),
      payload: { values: { ...cfpValues, title: "<img src=x onerror=alert(1)>" }, status: "submitted" },
    });
    speakerSubmission = mine.json().payload.id;
    await t.app.inject({
      method: "POST",
      url: `/api/forms/${DEMO_FORMS.submission.id}/submissions`,
      headers: bearer(people.orgMember),
      payload: { values: { title: "Half done" }, status: "draft" },
    });
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/forms/${DEMO_FORMS.intake.id}/submissions`,
      payload: {
        values: { full_name: "Anon", email: "a@example.com", country: "DE", bio: "Hi" },
        status: "submitted",
      },
    });
    anonymousSubmission = anonymous.json().payload.id;
  });

  it("lists them with the participant's name and email, status and dates", async () => {
    const response = await call("GET", `${cfp}/submissions`, admin);
    expect(response.statusCode).toBe(200);
    const page = response.json().payload;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    const sent = page.items.find((item: { id: string }) => item.id === speakerSubmission);
    expect(sent).toMatchObject({
      status: "submitted",
      participant: { id: DEMO.speaker.id, name: "Sam Speaker", email: DEMO.speaker.email },
      values: { title: "<img src=x onerror=alert(1)>" },
    });
    expect(sent.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("counts drafts and submitted ones in the form list", async () => {
    const list = (await call("GET", `${summitForms}?kind=submission`, admin)).json().payload;
    expect(list[0].submissions).toEqual({ draft: 1, submitted: 1 });
  });

  it("filters by status and pages", async () => {
    const drafts = (await call("GET", `${cfp}/submissions?status=draft`, admin)).json().payload;
    expect(drafts.items.map((item: { status: string }) => item.status)).toEqual(["draft"]);
    const second = (await call("GET", `${cfp}/submissions?page=2&pageSize=1`, admin)).json().payload;
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items).toHaveLength(1);
    for (const [query, message] of [
      ["status=approved", "status: Status must be draft or submitted"],
      ["page=0", "page: Page starts at 1"],
      ["pageSize=500", "pageSize: Page size must be between 1 and 200"],
    ]) {
      const response = await call("GET", `${cfp}/submissions?${query}`, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it("an anonymous submission reads 'Anonymous'", async () => {
    const response = await call(
      "GET",
      `${summitForms}/${DEMO_FORMS.intake.id}/submissions/${anonymousSubmission}`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.participant).toEqual({
      id: null,
      name: "Anonymous",
      email: null,
      contact: null,
    });
  });

  it("a submission of another form is not found through this form's path", async () => {
    const response = await call("GET", `${cfp}/submissions/${anonymousSubmission}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("This submission does not exist.");
  });
});

describe("DELETE /api/events/{eventId}/forms/{formId}", () => {
  it("refuses a form with submissions (409) and keeps it", async () => {
    const response = await call("DELETE", `${summitForms}/${DEMO_FORMS.intake.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "This form has submissions, so it cannot be deleted. Close it instead to stop new submissions.",
    );
    expect((await call("GET", `${summitForms}/${DEMO_FORMS.intake.id}`, admin)).statusCode).toBe(200);
  });

  it("deletes a form whose submissions are only drafts", async () => {
    const created = (
      await call("POST", summitForms, admin, { kind: "followup", name: "Tmp", slug: "tmp" })
    ).json().payload;
    const url = `${summitForms}/${created.id}`;
    const body = {
      ...(await cfpBody()),
      requiresLogin: false,
      isOpen: true,
      steps: [{ id: "s", title: "S", fields: [{ id: "q", type: "text", label: "Q", required: false }] }],
    };
    expect((await call("PUT", url, admin, body)).statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: `/api/forms/${created.id}/submissions`,
      payload: { values: { q: "draft" }, status: "draft" },
    });
    const response = await call("DELETE", url, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ id: created.id });
    expect((await call("GET", url, admin)).statusCode).toBe(404);
  });
});
