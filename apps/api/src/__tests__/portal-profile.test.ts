import { PORTAL_NO_PROFILE, portalProfileMessages } from "@foyer/domain";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { portalActivity, portals } from "../db/schema/index.js";
import { DEMO } from "../db/seed.js";
import { call, contactRow, ids, me, png, setUpCast, t, tokens, upload } from "./support/portal-profile.js";

/*
 * Issue 6 `/profile`: "edit own contact fields and photo". Only the fields the portal allows, the
 * email never; a change shows in the contact's audit and in the participant's history; the photo
 * is one of their own uploads, a real image of at most 5 MB, served only to them.
 */

setUpCast();

const speakerLines = async () =>
  t.database.db
    .select()
    .from(portalActivity)
    .where(and(eq(portalActivity.portalId, DEMO.portal.id), eq(portalActivity.contactId, ids.speakerContact)))
    .orderBy(desc(portalActivity.at));

describe("GET /me/profile: the participant's own contact fields", () => {
  it("shows the demo speaker's fields, which are editable, and no photo", async () => {
    const response = await call("GET", `${me}/profile`, tokens.speaker);
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      values: {
        fname: "Sam",
        lname: "Speaker",
        email: DEMO.speaker.email,
        title: "Principal Engineer",
        company: "Northwind",
        phone: null,
        country: null,
      },
      editable: ["fname", "lname", "title", "company", "phone", "country"],
      photoUrl: null,
    });
  });

  it("the second participant reads their own contact, never the speaker's", async () => {
    const { values } = (await call("GET", `${me}/profile`, tokens.second)).json().payload;
    expect(values).toMatchObject({ fname: "Second", email: "second.speaker@example.com" });
    expect(JSON.stringify(values)).not.toContain("Northwind");
  });

  it("a member without a contact: 404 'You have no profile in this event yet.'", async () => {
    for (const [method, path, body] of [
      ["GET", "/profile", undefined],
      ["PUT", "/profile", { title: "Boss" }],
      ["DELETE", "/profile/photo", undefined],
      ["GET", "/profile/photo", undefined],
    ] as const) {
      const response = await call(method, `${me}${path}`, tokens.noContact, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe(PORTAL_NO_PROFILE);
    }
  });
});

describe("PUT /me/profile: changes only the caller's editable fields", () => {
  it("saves, trims, stores the country's code, and answers the new profile", async () => {
    const before = await contactRow(ids.speakerContact);
    const response = await call("PUT", `${me}/profile`, tokens.speaker, {
      title: "  Staff Engineer ",
      phone: "+49 30 1234567",
      country: "Germany",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.values).toMatchObject({
      title: "Staff Engineer",
      phone: "+49 30 1234567",
      country: "DE",
    });
    const after = await contactRow(ids.speakerContact);
    expect(after.title).toBe("Staff Engineer");
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // The second participant's contact is untouched.
    expect((await contactRow(ids.secondContact)).title).toBe("Researcher");
  });

  it("writes the contact's audit the admin app shows, by the participant, from the portal", async () => {
    const response = await call(
      "GET",
      `/api/event/${DEMO.summit.id}/contact/${ids.speakerContact}/audit`,
      tokens.admin,
    );
    expect(response.statusCode).toBe(200);
    const [entry] = response.json().payload;
    expect(entry).toMatchObject({
      action: "update",
      note: "Changed by the participant in the portal Speaker Portal",
      user: { id: DEMO.speaker.id },
    });
    expect(entry.changes).toEqual([
      { field: "Title", before: "Principal Engineer", after: "Staff Engineer" },
      { field: "Phone", before: null, after: "+49 30 1234567" },
      { field: "Country", before: null, after: "DE" },
    ]);
  });

  it("records a profile_updated history line naming the changed fields", async () => {
    const [line] = await speakerLines();
    expect(line).toMatchObject({ kind: "profile_updated", summary: "Changed title, phone, country" });
  });

  it("saving the same values again writes no history line", async () => {
    const count = (await speakerLines()).length;
    const response = await call("PUT", `${me}/profile`, tokens.speaker, { title: "Staff Engineer" });
    expect(response.statusCode).toBe(200);
    expect(await speakerLines()).toHaveLength(count);
  });

  it("the second participant's save changes their contact only", async () => {
    const response = await call("PUT", `${me}/profile`, tokens.second, { company: "Second Co" });
    expect(response.json().payload.values.company).toBe("Second Co");
    expect((await contactRow(ids.speakerContact)).company).toBe("Northwind");
    expect((await contactRow(ids.secondContact)).company).toBe("Second Co");
  });
});

describe("PUT /me/profile: bad input is refused beside its field", () => {
  const refused = async (body: Record<string, unknown>, path: string, message: string) => {
    const response = await call("PUT", `${me}/profile`, tokens.speaker, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().details).toContainEqual({ path, message });
    return response;
  };

  it("a phone that is not one", async () => {
    const response = await refused(
      { phone: "call me maybe" },
      "phone",
      '"call me maybe" is not a phone number.',
    );
    expect(response.json().message).toBe('Phone: "call me maybe" is not a phone number.');
  });

  it("an unknown country", async () => {
    await refused({ country: "Atlantis" }, "country", '"Atlantis" is not a country.');
  });

  it("first and last name both empty", async () => {
    await refused({ fname: " ", lname: "" }, "fname", portalProfileMessages.nameRequired);
  });

  it("more than 200 characters", async () => {
    await refused({ company: "x".repeat(201) }, "company", "Use at most 200 characters.");
  });

  it("the email, which is never the participant's to change", async () => {
    await refused({ email: "new@example.com" }, "email", portalProfileMessages.emailReadOnly);
  });

  it("a field the portal does not let participants change, named", async () => {
    await t.database.db
      .update(portals)
      .set({ settings: { profileFields: ["phone"] } })
      .where(eq(portals.id, DEMO.portal.id));
    try {
      const profile = (await call("GET", `${me}/profile`, tokens.speaker)).json().payload;
      expect(profile.editable).toEqual(["phone"]);
      const response = await refused({ title: "CTO" }, "title", "Title cannot be changed in this portal.");
      expect(response.json().message).toBe("Title: Title cannot be changed in this portal.");
    } finally {
      await t.database.db.update(portals).set({ settings: {} }).where(eq(portals.id, DEMO.portal.id));
    }
    expect((await contactRow(ids.speakerContact)).title).toBe("Staff Engineer");
  });

  it("an unknown field or a non-text value", async () => {
    expect((await call("PUT", `${me}/profile`, tokens.speaker, { photo: "x" })).statusCode).toBe(400);
    expect((await call("PUT", `${me}/profile`, tokens.speaker, { title: 42 })).statusCode).toBe(400);
  });
});

describe("the profile photo", () => {
  it("sets one of the caller's own uploads, serves it only through the profile, and removes it", async () => {
    const bytes = png();
    const uploadId = await upload(tokens.speaker, "me.png", "image/png", bytes);
    const set = await call("PUT", `${me}/profile/photo`, tokens.speaker, { uploadId });
    expect(set.statusCode).toBe(200);
    expect(set.json().payload.photoUrl).toBe(`${me}/profile/photo`);
    expect((await contactRow(ids.speakerContact)).photoUploadId).toBe(uploadId);
    expect(JSON.stringify(set.json().payload)).not.toContain(uploadId);

    const photo = await call("GET", `${me}/profile/photo`, tokens.speaker);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(photo.headers["cache-control"]).toBe("private, no-store");
    expect(photo.rawPayload.equals(bytes)).toBe(true);
    expect((await speakerLines())[0]).toMatchObject({ kind: "profile_updated", summary: "Changed photo" });

    // The second participant has no photo: they never get the speaker's.
    const theirs = await call("GET", `${me}/profile/photo`, tokens.second);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(portalProfileMessages.noPhoto);

    const removed = await call("DELETE", `${me}/profile/photo`, tokens.speaker);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().payload.photoUrl).toBeNull();
    expect((await call("GET", `${me}/profile/photo`, tokens.speaker)).statusCode).toBe(404);
    expect((await speakerLines())[0]).toMatchObject({ summary: "Removed photo" });
  });

  it("someone else's upload, an anonymous one or an unknown id reads as not existing", async () => {
    const speakers = await upload(tokens.speaker, "mine.png", "image/png", png());
    const anonymous = await upload(null, "anon.png", "image/png", png());
    for (const uploadId of [speakers, anonymous, "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"]) {
      const response = await call("PUT", `${me}/profile/photo`, tokens.second, { uploadId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(portalProfileMessages.photoMissing);
    }
    expect((await contactRow(ids.secondContact)).photoUploadId).toBeNull();
  });

  it("refuses a file that is not an image, or only claims to be one", async () => {
    const text = await upload(tokens.speaker, "notes.txt", "text/plain", "just text");
    const fake = await upload(tokens.speaker, "fake.png", "image/png", "not really a png at all");
    const svg = await upload(
      tokens.speaker,
      "logo.svg",
      "image/svg+xml",
      "<svg xmlns='http://www.w3.org/2000/svg'/>",
    );
    for (const uploadId of [text, fake, svg]) {
      const response = await call("PUT", `${me}/profile/photo`, tokens.speaker, { uploadId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(portalProfileMessages.photoNotImage);
    }
    expect((await contactRow(ids.speakerContact)).photoUploadId).toBeNull();
  });

  it("refuses an image over 5 MB", async () => {
    const big = await upload(tokens.speaker, "big.png", "image/png", png(5 * 1024 * 1024 + 1));
    const response = await call("PUT", `${me}/profile/photo`, tokens.speaker, { uploadId: big });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(portalProfileMessages.photoTooLarge);
  });

  it("answers a malformed upload id clearly", async () => {
    const response = await call("PUT", `${me}/profile/photo`, tokens.speaker, { uploadId: "not-a-uuid" });
    expect(response.statusCode).toBe(400);
  });
});
