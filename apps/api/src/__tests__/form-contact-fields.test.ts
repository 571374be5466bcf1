import {
  type AuditEntry,
  contactLinkMessages,
  type FormStep,
  type ModuleField,
  type OrganizerForm,
  type RecordDetail,
  type RecordFieldDefinition,
} from "@foyer/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "../db/schema/index.js";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { contactsModuleOf } from "../services/records/store.js";
import { ORG_B, setUpOrgPeople } from "./support/org-area.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";

/*
 * Issue 7 "Fields and tags": custom fields "used by records, forms and the import wizard". A form
 * question linked to a contact field saves a final submission's answer to the submitter's
 * contact in the form's event, read with the record page's rules and audited as the form's doing.
 */

let t: TestApp;
let admin: string;
let speaker: string;
let orgBAdmin: string;
let badge: ModuleField;
let vip: ModuleField;
let arrival: ModuleField;

const summit = DEMO.summit.id;
const intake = DEMO_FORMS.intake.id;
const formUrl = (eventId: string, formId: string) => `/events/${eventId}/forms/${formId}`;

type Method = "GET" | "PUT" | "POST" | "DELETE";
const call = (token: string | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createField(body: Record<string, unknown>, moduleId: string): Promise<ModuleField> {
  const response = await call(admin, "POST", `/modules/${moduleId}/fields`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload;
}

async function getForm(eventId = summit, formId = intake): Promise<OrganizerForm> {
  const response = await call(admin, "GET", formUrl(eventId, formId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

/** The form saved with `change` applied to its steps (each question by id). */
async function saveSteps(
  change: (steps: FormStep[]) => FormStep[],
  { token = admin, eventId = summit, formId = intake } = {},
) {
  const form = await getForm(eventId, formId);
  const { name, description, requiresLogin, allowSignup, singleSubmission, isOpen, confirmationMessage } =
    form;
  return call(token, "PUT", formUrl(eventId, formId), {
    name,
    description,
    requiresLogin,
    allowSignup,
    singleSubmission,
    isOpen,
    confirmationMessage,
    steps: change(form.steps),
  });
}

/** Links questions by id to contact fields (undefined removes the link). */
const linking =
  (links: Record<string, string | undefined>) =>
  (steps: FormStep[]): FormStep[] =>
    steps.map((step) => ({
      ...step,
      fields: step.fields.map((field) => {
        if (!(field.id in links)) return field;
        const { contactField: _old, ...rest } = field;
        const link = links[field.id];
        return link ? { ...rest, contactField: link } : rest;
      }),
    }));

/** Adds questions to the intake form's first step. */
const adding =
  (...questions: FormStep["fields"]) =>
  (steps: FormStep[]): FormStep[] =>
    steps.map((step, index) => (index === 0 ? { ...step, fields: [...step.fields, ...questions] } : step));

const intakeValues = (email: string, extra: Record<string, unknown> = {}) => ({
  full_name: "Grace Hopper",
  email,
  company: "Navy Labs",
  country: "US",
  bio: "Compilers.",
  ...extra,
});

async function submit(values: Record<string, unknown>, status = "submitted", token: string | null = null) {
  return call(token, "POST", `/forms/${intake}/submissions`, { values, status });
}

async function contactByEmail(email: string) {
  const [row] = await t.database.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.eventId, summit), sql`lower(${contacts.email}) = lower(${email})`));
  return row;
}

async function newContact(values: Record<string, unknown>): Promise<string> {
  const response = await call(admin, "POST", `/event/${summit}/contact`, { values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().payload.id;
}

async function detailOf(id: string): Promise<RecordDetail> {
  const response = await call(admin, "GET", `/event/${summit}/contact/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

async function auditOf(id: string): Promise<AuditEntry[]> {
  const response = await call(admin, "GET", `/event/${summit}/contact/${id}/audit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().payload;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
  speaker = (await signIn(t.app, { username: DEMO.speaker.email, password: DEMO.password })).tokens.id_token;
  orgBAdmin = (await setUpOrgPeople(t, "form-links")).orgBAdmin.token;
  const contactsModule = DEMO_MODULES.contacts.id;
  badge = await createField({ name: "Badge Name", type: "text" }, contactsModule);
  vip = await createField({ name: "VIP", type: "boolean" }, contactsModule);
  arrival = await createField({ name: "Arrival Day", type: "date" }, contactsModule);
});
afterAll(async () => t.close());

describe("GET /events/{eventId}/forms/contact-fields lists what a question may be linked to", () => {
  it("the contacts module's built-in fields, then its custom fields", async () => {
    const response = await call(admin, "GET", `/events/${summit}/forms/contact-fields`);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().payload.map((field: RecordFieldDefinition) => field.id);
    expect(ids.slice(0, 7)).toEqual([
      "FIRST_NAME",
      "LAST_NAME",
      "EMAIL",
      "COMPANY",
      "TITLE",
      "PHONE",
      "COUNTRY",
    ]);
    expect(ids).toEqual(expect.arrayContaining([badge.id, vip.id, arrival.id]));
  });

  it("is refused outside the event", async () => {
    expect((await call(orgBAdmin, "GET", `/events/${summit}/forms/contact-fields`)).statusCode).toBe(403);
  });
});

describe("linking a question is validated against the form's event", () => {
  it("refuses an unknown field with a clear message at the question's path", async () => {
    const response = await saveSteps(linking({ company: "NOPE" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: "steps.0.fields.2.contactField", message: contactLinkMessages.unknown("NOPE") },
    ]);
  });

  it("refuses a field of another event's contacts module", async () => {
    const meetupContacts = await contactsModuleOf(t.database.db, DEMO.meetup.id);
    const other = await createField({ name: "Meetup Only", type: "text" }, meetupContacts?.id ?? "");
    const response = await saveSteps(linking({ company: other.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(contactLinkMessages.unknown(other.id));
  });

  it("refuses a field whose type cannot hold the answer", async () => {
    const response = await saveSteps(linking({ company: vip.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].message).toBe(contactLinkMessages.incompatible("VIP", "boolean"));
    const toCountry = await saveSteps(linking({ bio: "COUNTRY" }));
    expect(toCountry.statusCode).toBe(400);
  });

  it("refuses a link on a question whose answers no field holds (an image)", async () => {
    const response = await saveSteps(linking({ headshot: badge.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      path: "steps.0.fields.6.contactField",
      message: contactLinkMessages.notLinkable,
    });
  });

  it("a form of another organization cannot link to this event's fields", async () => {
    const created = await call(orgBAdmin, "POST", `/events/${ORG_B.eventId}/forms`, {
      kind: "application",
      name: "B application",
      slug: "b-application",
    });
    expect(created.statusCode, created.body).toBe(201);
    const form: OrganizerForm = created.json().payload;
    const response = await call(orgBAdmin, "PUT", formUrl(ORG_B.eventId, form.id), {
      name: form.name,
      description: "",
      requiresLogin: false,
      allowSignup: false,
      singleSubmission: false,
      isOpen: true,
      confirmationMessage: "",
      steps: [
        {
          id: "step-1",
          title: "Step 1",
          fields: [{ id: "badge", type: "text", label: "Badge", required: false, contactField: badge.id }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(contactLinkMessages.unknown(badge.id));
  });

  it("keeps a compatible link and answers it back", async () => {
    const response = await saveSteps(linking({ company: "COMPANY", full_name: badge.id }));
    expect(response.statusCode, response.body).toBe(200);
    const fields = (response.json().payload as OrganizerForm).steps[0]?.fields ?? [];
    expect(fields.find((field) => field.id === "company")?.contactField).toBe("COMPANY");
  });
});

describe("a final submission writes the linked answers to the submitter's contact", () => {
  beforeAll(async () => {
    const response = await saveSteps((steps) =>
      adding(
        { id: "arrives", type: "date", label: "Arrival day", required: false, contactField: arrival.id },
        { id: "is_vip", type: "toggle", label: "VIP", required: false, contactField: vip.id },
        { id: "job", type: "text", label: "Job title", required: false, contactField: "TITLE" },
      )(linking({ company: "COMPANY", full_name: badge.id, country: "COUNTRY" })(steps)),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it("updates the contact matched by email (any case), built-in and custom values, and audits it", async () => {
    const id = await newContact({ FIRST_NAME: "Grace", EMAIL: "grace.h@example.com", COMPANY: "Old Co" });
    const response = await submit(
      intakeValues("GRACE.H@example.com", { arrives: "2027-03-16", is_vip: true, job: "Rear Admiral" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const detail = await detailOf(id);
    expect(detail.values).toMatchObject({
      COMPANY: "Navy Labs",
      TITLE: "Rear Admiral",
      COUNTRY: "US",
      EMAIL: "grace.h@example.com",
      [badge.id]: "Grace Hopper",
      [vip.id]: true,
      [arrival.id]: "2027-03-16",
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "update",
      note: `From the form ${DEMO_FORMS.intake.name}`,
      user: null,
    });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([{ field: "Company", before: "Old Co", after: "Navy Labs" }]),
    );
    // History → forms lists the submission on the contact.
    const history = await call(admin, "GET", `/event/${summit}/contact/${id}/history/forms`);
    expect(history.json().payload.items.map((item: { formId: string }) => item.formId)).toContain(intake);
  });

  it("never writes to a contact linked to another sign-in, whatever email the form gives", async () => {
    const id = await newContact({ FIRST_NAME: "Owned", EMAIL: "owned@example.com", COMPANY: "Theirs" });
    await t.database.db.update(contacts).set({ userId: DEMO.speaker.id }).where(eq(contacts.id, id));
    const response = await submit(intakeValues("owned@example.com", { job: "Impostor" }));
    expect(response.statusCode, response.body).toBe(201);
    const detail = await detailOf(id);
    expect(detail.values).toMatchObject({ COMPANY: "Theirs", TITLE: null });
  });

  it("a draft writes nothing", async () => {
    const id = await newContact({ EMAIL: "draft@example.com" });
    await submit(intakeValues("draft@example.com"), "draft");
    expect((await detailOf(id)).values.COMPANY).toBeNull();
  });

  it("creates the contact for an email the event does not know, audited as created by the form", async () => {
    const response = await submit(intakeValues("new.person@example.com", { job: "Engineer" }));
    expect(response.statusCode, response.body).toBe(201);
    const row = await contactByEmail("new.person@example.com");
    expect(row).toMatchObject({ company: "Navy Labs", title: "Engineer", country: "US", userId: null });
    expect(row?.data).toMatchObject({ [badge.id]: "Grace Hopper" });
    const [entry] = await auditOf(row?.id ?? "");
    expect(entry).toMatchObject({ action: "create", note: `From the form ${DEMO_FORMS.intake.name}` });
  });

  it("the signed-in submitter's contact is found by their sign-in and the audit names them", async () => {
    // The demo speaker's contact in the summit carries their sign-in.
    const [linked] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.eventId, summit), eq(contacts.userId, DEMO.speaker.id)));
    const id = linked?.id ?? (await newContact({ FIRST_NAME: "Sam", EMAIL: "sam.signin@example.com" }));
    if (!linked)
      await t.database.db.update(contacts).set({ userId: DEMO.speaker.id }).where(eq(contacts.id, id));
    const response = await submit(
      intakeValues("someone.else@example.com", { job: "Speaker" }),
      "submitted",
      speaker,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect((await detailOf(id)).values.TITLE).toBe("Speaker");
    // Its own email stays: another answer does not take it over when someone else holds none.
    const [entry] = await auditOf(id);
    expect(entry?.user?.id).toBe(DEMO.speaker.id);
    expect(await contactByEmail("someone.else@example.com")).toBeUndefined();
  });

  it("the organizer's submissions name and link the contact a visitor's submission matched or created (issue 22)", async () => {
    const matched = await newContact({
      FIRST_NAME: "Linked",
      LAST_NAME: "Person",
      EMAIL: "linked.person@example.com",
    });
    const sent = await submit(intakeValues("linked.person@example.com"));
    expect(sent.statusCode, sent.body).toBe(201);
    const submissionId = sent.json().payload.id as string;
    const submissions = `${formUrl(summit, intake)}/submissions`;
    const detail = await call(admin, "GET", `${submissions}/${submissionId}`);
    expect(detail.json().payload.participant).toEqual({
      id: null,
      name: "Linked Person",
      email: "linked.person@example.com",
      contact: { id: matched, name: "Linked Person" },
    });
    const list = await call(admin, "GET", `${submissions}?pageSize=200`);
    const listed = list.json().payload.items.find((item: { id: string }) => item.id === submissionId);
    expect(listed?.participant.contact).toEqual({ id: matched, name: "Linked Person" });

    // A created contact is linked too.
    const created = await submit(intakeValues("created.by.form@example.com"));
    const createdRow = await contactByEmail("created.by.form@example.com");
    const createdDetail = await call(admin, "GET", `${submissions}/${created.json().payload.id}`);
    expect(createdDetail.json().payload.participant.contact?.id).toBe(createdRow?.id);

    // Merged away, the submission follows the surviving contact; deleted, it reads 'Anonymous' again.
    const survivor = await newContact({ FIRST_NAME: "Survivor", EMAIL: "survivor.link@example.com" });
    const merge = await call(admin, "POST", `/event/${summit}/contact/${survivor}/merge`, {
      otherId: matched,
    });
    expect(merge.statusCode, merge.body).toBe(200);
    const afterMerge = await call(admin, "GET", `${submissions}/${submissionId}`);
    expect(afterMerge.json().payload.participant.contact).toEqual({ id: survivor, name: "Survivor Person" }); // the merge filled its empty last name
    expect((await call(admin, "DELETE", `/event/${summit}/contact/${survivor}`)).statusCode).toBe(200);
    const afterDelete = await call(admin, "GET", `${submissions}/${submissionId}`);
    expect(afterDelete.json().payload.participant).toEqual({
      id: null,
      name: "Anonymous",
      email: null,
      contact: null,
    });
  });

  it("skips an answer the field cannot read and keeps the submission", async () => {
    // The form takes any finite number; the import's reader refuses "1e+21" as a number.
    const seats = await createField({ name: "Seats", type: "number" }, DEMO_MODULES.contacts.id);
    const saved = await saveSteps(
      adding({ id: "seats", type: "number", label: "Seats", required: false, contactField: seats.id }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await newContact({ EMAIL: "bad.values@example.com" });
    const response = await submit(intakeValues("bad.values@example.com", { seats: 1e21 }));
    expect(response.statusCode, response.body).toBe(201);
    const values = (await detailOf(id)).values;
    expect(values[seats.id] ?? null).toBeNull();
    expect(values.COMPANY).toBe("Navy Labs");
    await submit(intakeValues("bad.values@example.com", { seats: 3 }));
    expect((await detailOf(id)).values[seats.id]).toBe(3);
  });

  it("without any email nothing is created", async () => {
    const before = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.eventId, summit));
    // The email question unanswered is refused by the form itself; an anonymous form with no email
    // question is what reaches this rule: drop the email question for one submission.
    const response = await saveSteps((steps) =>
      steps.map((step, index) =>
        index === 0 ? { ...step, fields: step.fields.filter((field) => field.id !== "email") } : step,
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const sent = await submit({ ...intakeValues(""), email: undefined });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.eventId, summit));
    expect(after.length).toBe(before.length);
  });
});

describe("deleting a custom field", () => {
  it("clears the links to it in the same change, and the form saves again", async () => {
    const response = await call(admin, "DELETE", `/modules/${DEMO_MODULES.contacts.id}/fields/${badge.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const fields = (await getForm()).steps.flatMap((step) => step.fields);
    expect(fields.find((field) => field.id === "full_name")?.contactField).toBeUndefined();
    expect(fields.find((field) => field.id === "company")?.contactField).toBe("COMPANY");
    expect(fields.some((field) => field.contactField === badge.id)).toBe(false);
    expect((await saveSteps((steps) => steps)).statusCode).toBe(200);
  });
});
