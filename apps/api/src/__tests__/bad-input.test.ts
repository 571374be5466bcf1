import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, DEMO_MODULES } from "../db/seed.js";
import { DEMO_FORMS } from "../db/seed-forms.js";
import { badTextIn, NUL_MESSAGE, SURROGATE_MESSAGE } from "../http/text-guard.js";
import { bearer, createTestApp, signIn, type TestApp } from "./support/test-app.js";

let t: TestApp;
let idToken: string;
beforeAll(async () => {
  t = await createTestApp();
  idToken = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => t.close());

function post(url: string, payload: string, contentType = "application/json") {
  return t.app.inject({ method: "POST", url, payload, headers: { "content-type": contentType } });
}

describe("bad bodies are answered 400 with a clear message", () => {
  it.each([
    ["{not json", "Request body is not valid JSON"],
    ["", "Request body is required (JSON)"],
    ["null", "Request body is required (JSON)"],
    ["[]", "Invalid input: expected object, received array"],
    ['{"username":"admin@foyer.demo"}', "password: Password is required"],
    ['{"username":"admin@foyer.demo","password":"   "}', "password: Password is required"],
    ['{"username":"not-an-email","password":"x"}', "username: Enter a valid email address"],
    ['{"username":42,"password":"x"}', "username: Email is required"],
    [`{"username":"a@b.co","password":"${"x".repeat(300)}"}`, "password: Password is too long"],
  ])("login body %j → %s", async (payload, message) => {
    const response = await post("/api/user/auth/login", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_ERROR", message });
  });

  it("refuses a body that is not JSON", async () => {
    const response = await post("/api/user/auth/login", "username=a", "application/x-www-form-urlencoded");
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Unsupported content type: send JSON (application/json)");
  });

  it("refuses a huge body with 413", async () => {
    const response = await post(
      "/api/user/auth/login",
      JSON.stringify({ username: "a@b.co", password: "x".repeat(2_000_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Request body is too large");
  });

  it("refresh-token without a token", async () => {
    const response = await post("/api/user/auth/refresh-token", "{}");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("token: Refresh token is required");
  });

  it("PUT /user/me with unknown or invalid fields changes nothing", async () => {
    for (const [payload, message] of [
      [{ isFoyerAdmin: true }, "Unknown field(s): isFoyerAdmin"],
      [{ fname: "" }, "fname: First name is required"],
      [{ timezone: "Mars/Base" }, "timezone: Unknown time zone"],
      [{ photoUrl: "javascript:alert(1)" }, "photoUrl: Photo URL must be an http(s) URL"],
    ] as const) {
      const response = await t.app.inject({
        method: "PUT",
        url: "/api/user/me",
        headers: bearer(idToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const me = await t.app.inject({ method: "GET", url: "/api/user/me", headers: bearer(idToken) });
    expect(me.json().payload).toMatchObject({
      fname: "Ada",
      timezone: "America/New_York",
      isFoyerAdmin: true,
    });
  });

  it("unknown API paths answer a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: "No API route GET /api/nope" });
  });
});

describe("the NUL character (PostgreSQL cannot store it) is refused with 400 wherever it comes", () => {
  it.each([
    ["PUT", "/api/user/me", { fname: "A\u0000B" }, "fname"],
    ["POST", "/api/user/auth/login", { username: "admin@foyer.demo", password: "x\u0000" }, "password"],
    ["GET", `/api/modules/${DEMO_MODULES.contacts.id}/records?q=%00`, undefined, "q"],
    ["GET", `/api/event/${DEMO.summit.id}%00`, undefined, "eventId"],
    [
      "POST",
      `/api/modules/${DEMO_MODULES.contacts.id}/import`,
      { url: "x", fields_groups: [{ id: "g", fields: [{ id: "f", default_value: "Acme\u0000Corp" }] }] },
      "fields_groups.0.fields.0.default_value",
    ],
    ["PUT", "/api/user/me", { "fname\u0000": "A" }, "fname\u0000"],
  ])("%s %s → 400", async (method, url, payload, where) => {
    const response = await t.app.inject({
      method: method as "GET",
      url,
      headers: bearer(idToken),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message: `${where}: ${NUL_MESSAGE}` });
  });

  it("nothing was written, and the same requests without the NUL work", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/user/me", headers: bearer(idToken) });
    expect(me.json().payload.fname).not.toContain("\u0000");
    const fixed = await t.app.inject({
      method: "GET",
      url: `/api/modules/${DEMO_MODULES.contacts.id}/records?q=ada`,
      headers: bearer(idToken),
    });
    expect(fixed.statusCode).toBe(200);
  });

  it("finds a NUL anywhere in a body, however deep, and keeps the message short", () => {
    const nulPath = (value: unknown) => badTextIn(value)?.path ?? null;
    expect(nulPath({ a: [1, "ok", { b: "x\u0000" }] })).toBe("a.2.b");
    expect(nulPath("\u0000")).toBe("");
    expect(nulPath({ a: "fine", b: [null, 3, true] })).toBeNull();
    let deep: unknown = "end\u0000";
    for (let level = 0; level < 50_000; level++) deep = [deep];
    expect(nulPath(deep)?.split(".")).toHaveLength(50_000);
  });

  it("a deeply nested body with a NUL is a 400 with a short message", async () => {
    const payload = `{"fname":${"[".repeat(5_000)}"x\\u0000"${"]".repeat(5_000)}}`;
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/me",
      headers: { ...bearer(idToken), "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^….{120}: Text cannot contain/);
  });
});

describe("an unpaired surrogate (not valid Unicode; neither database stores it) is refused with 400", () => {
  it.each([
    // Without signing in: the case that answered 500 (issue 23 item 3).
    [
      "POST",
      `/api/forms/${DEMO_FORMS.intake.id}/submissions`,
      '{"status":"draft","values":{"full_name":"\\ud800"}}',
      "values.full_name",
      false,
    ],
    ["PUT", "/api/user/me", '{"fname":"Ada\\udc00"}', "fname", true],
    ["PUT", "/api/user/me", '{"lname":"\\ud83d"}', "lname", true],
    ["PUT", "/api/user/me", '{"\\udfff":"x"}', "\udfff", true],
    ["GET", `/api/modules/${DEMO_MODULES.contacts.id}/records?q=%ED%A0%80`, undefined, null, true],
  ])("%s %s → 400 naming the field", async (method, url, payload, where, signedIn) => {
    const response = await t.app.inject({
      method: method as "GET",
      url,
      headers: { ...(signedIn ? bearer(idToken) : {}), "content-type": "application/json" },
      ...(payload ? { payload } : {}),
    });
    if (where === null) {
      // Percent-encoded, a lone surrogate is not valid UTF-8: the query parser reads U+FFFD instead.
      expect(response.statusCode).toBe(200);
      return;
    }
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: `${where}: ${SURROGATE_MESSAGE}`,
    });
  });

  it("paired surrogates (emoji) are text like any other", async () => {
    const me = await t.app.inject({
      method: "PUT",
      url: "/api/user/me",
      headers: { ...bearer(idToken), "content-type": "application/json" },
      payload: '{"fname":"Ada \\ud83c\\udf89"}',
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().payload.fname).toBe("Ada 🎉");
    expect(badTextIn({ a: "🎉", b: ["\ud83c\udf89"] })).toBeNull();
    expect(badTextIn(["ok", "x\ud83c"])).toEqual({ path: "1", problem: SURROGATE_MESSAGE });
  });
});
