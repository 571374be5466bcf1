import type { EvaluationPlan, FormKind } from "@foyer/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventUsers, mailMessages } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { ANSWER_LIMIT } from "../services/forms/confirmation-mail.js";
import {
  createMailTestApp,
  type MailSuite,
  outboxTo,
  type ReceivedMail,
  settledMailTo,
  startMailSuite,
  startTestSmtp,
  type TestSmtp,
} from "./support/mail.js";
import { bearer, signUp, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 3 "A confirmation email for every form submission (intake, submission,
 * application, follow-up) with the answers" and item 2 "An evaluator is told of a new
 * assignment", against a real SMTP server on loopback.
 */

let smtp: TestSmtp;
let t: TestApp;
let admin = "";
let close: MailSuite["close"];
const BASE = "http://localhost:3000";
const HOSTILE = "<script>alert('x')</script>";

beforeAll(async () => {
  ({ smtp, t, admin, close } = await startMailSuite());
});
afterAll(() => close());

function submit(formId: string, values: object, token?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/forms/${formId}/submissions`,
    headers: token ? bearer(token) : {},
    payload: { values, status: "submitted" },
  });
}

function resave(formId: string, id: string, values: object, auth: { token?: string; editToken?: string }) {
  return t.app.inject({
    method: "PUT",
    url: `/api/forms/${formId}/submissions/${id}`,
    headers: {
      ...(auth.token ? bearer(auth.token) : {}),
      ...(auth.editToken ? { "x-foyer-edit-token": auth.editToken } : {}),
    },
    payload: { values, status: "submitted" },
  });
}

/** How many messages of a kind the outbox holds (sent, queued or failed alike). */
async function outboxCount(template: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(mailMessages)
    .where(eq(mailMessages.template, template));
  return Number(row?.n ?? 0);
}

/** Every mail the server has received for `address` once the outbox has none left queued for it. */
async function receivedBy(address: string): Promise<ReceivedMail[]> {
  await settledMailTo(t.database.db, address);
  return smtp.received.filter((mail) => mail.envelopeTo.includes(address));
}

const intake = (email: string) => ({
  full_name: "Sam Speaker",
  email,
  country: "DE",
  bio: `I speak about ${HOSTILE}.`,
  dietary: ["vegan", "halal"],
});

interface KindCase {
  kind: FormKind;
  formId: string;
  values: (email: string) => object;
  /** Lines the mail's text part must hold. */
  lines: string[];
  signedIn: boolean;
}

const cases: KindCase[] = [
  {
    kind: "intake",
    formId: DEMO_FORMS.intake.id,
    values: intake,
    lines: ["Full name: Sam Speaker", `Short bio: I speak about ${HOSTILE}.`, "Dietary needs: Vegan, Halal"],
    signedIn: false,
  },
  {
    kind: "submission",
    formId: DEMO_FORMS.submission.id,
    values: () => ({
      title: HOSTILE,
      abstract: "First line.\nSecond line.",
      format: "workshop",
      level: ["advanced"],
      days: ["2027-03-16"],
      coc: true,
      slides: [
        { uploadId: "u1", name: "deck.pdf", size: 10, type: "application/pdf", url: "/api/uploads/u1" },
      ],
    }),
    lines: [
      `Title: ${HOSTILE}`,
      "Abstract:\n  First line.\n  Second line.",
      "Format: Workshop (90 min)",
      "Draft slides (optional): deck.pdf",
      "I agree to the code of conduct: Yes",
    ],
    signedIn: true,
  },
  {
    kind: "application",
    formId: DEMO_FORMS.application.id,
    values: (email: string) => ({ company_name: HOSTILE, contact_email: email, booth: ["medium"] }),
    lines: [`Company name: ${HOSTILE}`, "Booth size: Medium (3x6 m)"],
    signedIn: true,
  },
  {
    kind: "followup",
    formId: DEMO_FORMS.followup.id,
    values: () => ({ rating: "5", comments: HOSTILE }),
    lines: ["How was the event?: 5", `Comments: ${HOSTILE}`],
    signedIn: true,
  },
];

describe("a confirmation email for every form submission, with the answers", () => {
  for (const item of cases) {
    it(`a ${item.kind} form's submitter is sent their answers, escaped in the HTML part`, async () => {
      const email = `${item.kind}.submitter@example.com`;
      const token = item.signedIn ? (await signUp(t.app, email)).token : undefined;
      const response = await submit(item.formId, item.values(email), token);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json().payload;

      const mail = await smtp.mailTo(email);
      const text = mail.parsed.text ?? "";
      expect(mail.parsed.subject).toContain("We received your answers to");
      for (const line of item.lines) expect(text).toContain(line);
      // The form's order: the first question's answer comes before the last's.
      expect(text.indexOf(item.lines[0] as string)).toBeLessThan(text.indexOf(item.lines.at(-1) as string));
      const html = String(mail.parsed.html);
      expect(html).not.toContain("<script>");
      expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
      // A signed-in submitter is led back to the submission itself where the kind has that page.
      const link = text.split(/\s+/).find((word) => word.startsWith(`${BASE}/`));
      if (item.kind === "intake") expect(link).toBe(`${BASE}/intake/${DEMO.summit.slug}/${item.formId}`);
      else expect(link).toContain(`/${item.formId}/submissions/${id}`);

      const [row] = await outboxTo(t.database.db, email);
      expect(row).toMatchObject({
        template: "form-confirmation",
        eventId: DEMO.summit.id,
        orgId: DEMO.org.id,
      });
    });
  }

  it("a submission with no address to write to sends nothing and still succeeds", async () => {
    const before = await outboxCount("form-confirmation");
    const response = await submit(DEMO_FORMS.followup.id, { rating: "3", comments: "Anonymous." });
    expect(response.statusCode, response.body).toBe(201);
    // The mail is stored before the answer is sent: none stored now means none is coming.
    expect(await outboxCount("form-confirmation")).toBe(before);
  });

  it("a draft sends nothing; submitting it sends one confirmation; resending it unchanged sends no other", async () => {
    const email = "draft.first@example.com";
    const draft = await t.app.inject({
      method: "POST",
      url: `/api/forms/${DEMO_FORMS.intake.id}/submissions`,
      payload: { values: { full_name: "Dee", email }, status: "draft" },
    });
    expect(draft.statusCode).toBe(201);
    const { id, edit_token: editToken } = draft.json().payload;
    expect(await outboxTo(t.database.db, email)).toHaveLength(0);

    const values = intake(email);
    expect((await resave(DEMO_FORMS.intake.id, id, values, { editToken })).statusCode).toBe(200);
    // A retried request: the same answers again.
    expect((await resave(DEMO_FORMS.intake.id, id, values, { editToken })).statusCode).toBe(200);
    expect(await receivedBy(email)).toHaveLength(1);
    expect(await outboxTo(t.database.db, email)).toHaveLength(1);
  });

  it("editing a submitted submission sends the answers as they now stand, marked as updated", async () => {
    const email = "edits.answers@example.com";
    const created = await submit(DEMO_FORMS.intake.id, intake(email));
    const { id, edit_token: editToken } = created.json().payload;
    await smtp.mailTo(email);
    const edited = await resave(
      DEMO_FORMS.intake.id,
      id,
      { ...intake(email), company: "Northwind" },
      { editToken },
    );
    expect(edited.statusCode).toBe(200);
    const [first, second] = await receivedBy(email);
    expect(first?.parsed.subject).toBe(`We received your answers to ${DEMO_FORMS.intake.name}`);
    expect(second?.parsed.subject).toBe(`Your answers to ${DEMO_FORMS.intake.name} were updated`);
    expect(second?.parsed.text).toContain("Company: Northwind");
  });

  it("a huge answer is cut in the mail; the submission keeps it whole", async () => {
    const email = "long.answer@example.com";
    const bio = "word ".repeat(390).trim();
    const created = await submit(DEMO_FORMS.intake.id, { ...intake(email), bio });
    expect(created.statusCode).toBe(201);
    expect(created.json().payload.values.bio).toBe(bio);
    const text = (await smtp.mailTo(email)).parsed.text ?? "";
    const line = text.split("\n").find((one) => one.startsWith("Short bio: ")) as string;
    expect(line.length).toBeLessThan(ANSWER_LIMIT + 20);
    expect(line.endsWith("…")).toBe(true);
  });
});

describe("an evaluator is told of a new assignment", () => {
  const plansUrl = `/api/events/${DEMO.summit.id}/evaluation-plans`;
  const committee = (evaluatorIds: string[]) => ({
    name: "Mail committee",
    instructions: "",
    criteria: [{ name: "Relevance", maxScore: 5 }],
    evaluatorIds,
  });

  it("one mail per new evaluator however many sessions; none for an evaluator the plan already had", async () => {
    const first = await signUp(t.app, "first.evaluator@example.com");
    const second = await signUp(t.app, "second.evaluator@example.com");
    await t.database.db.insert(eventUsers).values([
      { eventId: DEMO.summit.id, userId: first.id },
      { eventId: DEMO.summit.id, userId: second.id },
    ]);
    const created = await t.app.inject({
      method: "POST",
      url: plansUrl,
      headers: bearer(admin),
      payload: committee([first.id]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan: EvaluationPlan = created.json().payload;
    expect(plan.sessionCount).toBeGreaterThan(1);

    const mail = await smtp.mailTo("first.evaluator@example.com");
    expect(mail.parsed.subject).toBe("You are an evaluator of Mail committee");
    expect(mail.parsed.text).toContain(`Sessions it covers today: ${plan.sessionCount}.`);
    expect(mail.parsed.text).toContain(`${BASE}/event-light/${DEMO.summit.id}/sessions/review/${plan.id}`);

    const saved = await t.app.inject({
      method: "PUT",
      url: `${plansUrl}/${plan.id}`,
      headers: bearer(admin),
      payload: committee([first.id, second.id]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await receivedBy("second.evaluator@example.com")).toHaveLength(1);
    expect(await receivedBy("first.evaluator@example.com")).toHaveLength(1);
    expect(await outboxTo(t.database.db, "first.evaluator@example.com")).toHaveLength(1);
  });
});

describe("SMTP that is down does not break submitting", () => {
  it("the submission succeeds and its confirmation ends failed in the outbox", async () => {
    const down = await startTestSmtp();
    await down.close();
    const offline = await createMailTestApp(down.url);
    try {
      const email = "smtp.down@example.com";
      const response = await offline.app.inject({
        method: "POST",
        url: `/api/forms/${DEMO_FORMS.intake.id}/submissions`,
        payload: { values: intake(email), status: "submitted" },
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = await settledMailTo(offline.database.db, email);
      expect(row).toMatchObject({ template: "form-confirmation", status: "failed" });
      expect(row.textBody).toContain("Full name: Sam Speaker");
    } finally {
      await offline.close();
    }
  });
});
