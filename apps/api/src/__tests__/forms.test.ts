import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";

let t: TestApp;
let speaker: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  speaker = (await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })).tokens.id_token;
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => t.close());

const intakeValues = {
  full_name: "Sam Speaker",
  email: "sam@example.com",
  country: "DE",
  bio: "I speak about <b>events</b>.",
};
const submissionValues = {
  title: "Shadow DOM in practice",
  abstract: "What we learned.",
  format: "talk",
  level: ["intermediate"],
  days: ["2027-03-16"],
  coc: true,
};

describe("GET /api/forms/{kind}/{slug}/{formId}", () => {
  it("answers the intake form by the event's slug", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/forms/intake/${DEMO.summit.slug}/${DEMO_FORMS.intake.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      name: "Speaker Intake",
      kind: "intake",
      requiresLogin: false,
    });
  });

  it("answers 404 when the kind or slug does not match", async () => {
    for (const url of [
      `/api/forms/submission/${DEMO.summit.slug}/${DEMO_FORMS.intake.id}`,
      `/api/forms/intake/other-event/${DEMO_FORMS.intake.id}`,
      `/api/forms/applications/x/${DEMO_FORMS.application.id}`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});

describe("anonymous intake submissions carry an edit token", () => {
  it("creates, reads back with the token only, and edits", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: `/api/forms/${DEMO_FORMS.intake.id}/submissions`,
      payload: { values: intakeValues, status: "submitted" },
    });
    expect(created.statusCode).toBe(201);
    const { id, edit_token } = created.json().payload;
    expect(edit_token).toMatch(/^[\w-]{30,}$/);
    const path = `/api/forms/${DEMO_FORMS.intake.id}/submissions/${id}`;
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: path, headers: { "x-foyer-edit-token": "wrong" } }))
        .statusCode,
    ).toBe(404);
    const mine = await t.app.inject({
      method: "GET",
      url: path,
      headers: { "x-foyer-edit-token": edit_token },
    });
    expect(mine.json().payload.values.bio).toBe("I speak about <b>events</b>.");
    const edited = await t.app.inject({
      method: "PUT",
      url: path,
      headers: { "x-foyer-edit-token": edit_token },
      payload: { values: { ...intakeValues, company: "Northwind" }, status: "submitted" },
    });
    expect(edited.json().payload).toMatchObject({ status: "submitted", values: { company: "Northwind" } });
  });

  it("a submission missing required fields is refused with every problem listed", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/forms/${DEMO_FORMS.intake.id}/submissions`,
      payload: { values: { email: "nope" }, status: "submitted" },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(["full_name", "email", "country", "bio"]));
  });

  it("a draft may leave required fields empty but not hold invalid values", async () => {
    const url = `/api/forms/${DEMO_FORMS.intake.id}/submissions`;
    const draft = await t.app.inject({
      method: "POST",
      url,
      payload: { values: { full_name: "Sam" }, status: "draft" },
    });
    expect(draft.statusCode).toBe(201);
    const bad = await t.app.inject({
      method: "POST",
      url,
      payload: { values: { email: "x" }, status: "draft" },
    });
    expect(bad.json().message).toBe("email: Enter a valid email address");
  });

  it("refuses bodies with unknown keys or statuses", async () => {
    const url = `/api/forms/${DEMO_FORMS.intake.id}/submissions`;
    for (const payload of [
      { values: {}, status: "approved" },
      { values: {}, status: "draft", user_id: "x" },
      { values: [] },
    ]) {
      expect((await t.app.inject({ method: "POST", url, payload })).statusCode).toBe(400);
    }
  });
});

describe("forms that require sign-in", () => {
  const url = `/api/forms/${DEMO_FORMS.submission.id}/submissions`;

  it("refuse anonymous participants", async () => {
    const response = await t.app.inject({
      method: "POST",
      url,
      payload: { values: submissionValues, status: "draft" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("keep a signed-in participant's draft, submit it, and list it as theirs only", async () => {
    const draft = await t.app.inject({
      method: "POST",
      url,
      headers: bearer(speaker),
      payload: { values: { title: "Draft title" }, status: "draft" },
    });
    expect(draft.statusCode).toBe(201);
    const { id } = draft.json().payload;
    const submitted = await t.app.inject({
      method: "PUT",
      url: `${url}/${id}`,
      headers: bearer(speaker),
      payload: { values: submissionValues, status: "submitted" },
    });
    expect(submitted.json().payload).toMatchObject({
      status: "submitted",
      values: { level: [{ value: "intermediate" }] },
    });
    const mine = await t.app.inject({ method: "GET", url: `${url}/mine`, headers: bearer(speaker) });
    expect(mine.json().payload.map((submission: { id: string }) => submission.id)).toContain(id);

    // Another participant changing the id in the URL gets nothing.
    const theirs = await t.app.inject({ method: "GET", url: `${url}/${id}`, headers: bearer(admin) });
    expect(theirs.statusCode).toBe(404);
    const overwrite = await t.app.inject({
      method: "PUT",
      url: `${url}/${id}`,
      headers: bearer(admin),
      payload: { values: submissionValues, status: "submitted" },
    });
    expect(overwrite.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `${url}/mine`, headers: bearer(admin) })).json().payload,
    ).toEqual([]);
  });

  it("a submitted form stays submitted when edited", async () => {
    const created = await t.app.inject({
      method: "POST",
      url,
      headers: bearer(speaker),
      payload: { values: submissionValues, status: "submitted" },
    });
    const { id } = created.json().payload;
    const edited = await t.app.inject({
      method: "PUT",
      url: `${url}/${id}`,
      headers: bearer(speaker),
      payload: { values: { ...submissionValues, title: "" }, status: "draft" },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toBe("title: This field is required");
  });

  it("a single-submission application answers 409 on a second submission", async () => {
    const applyUrl = `/api/forms/${DEMO_FORMS.application.id}/submissions`;
    const values = { company_name: "Acme", contact_email: "a@acme.test", booth: ["small"] };
    const first = await t.app.inject({
      method: "POST",
      url: applyUrl,
      headers: bearer(speaker),
      payload: { values, status: "submitted" },
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: "POST",
      url: applyUrl,
      headers: bearer(speaker),
      payload: { values, status: "submitted" },
    });
    expect(second.statusCode).toBe(409);
  });
});

describe("POST /api/user/signup", () => {
  it("creates a participant and signs them in; a taken email answers 409", async () => {
    const body = {
      email: "new.person@example.com",
      password: "long-enough-1",
      fname: "New",
      lname: "Person",
    };
    const created = await t.app.inject({ method: "POST", url: "/api/user/signup", payload: body });
    expect(created.statusCode).toBe(201);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user/me",
      headers: bearer(created.json().payload.id_token),
    });
    expect(me.json().payload).toMatchObject({ email: "new.person@example.com", isFoyerAdmin: false });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: { ...body, email: "NEW.person@example.com" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("An account with this email already exists. Sign in instead.");
  });

  it("refuses short passwords and missing names", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: { email: "x@example.com", password: "short", fname: "", lname: "Y" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("password: Password must be at least 8 characters");
  });
});
