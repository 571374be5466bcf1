import { describe, expect, it } from "vitest";
import { isValidationError, type ValidationError } from "../errors.js";
import { createTestSdk, jsonResponse, makeTokens, type Route } from "./helpers.js";

const setup = (routes: Record<string, Route>) => createTestSdk(routes);

const user = { id: "user-1", email: "ada@foyer.demo", fname: "Ada" };

describe("api.user: GET /user/me; PUT /user/me; GET /user/me/events (payload unwrapped)", () => {
  it("me() reads payload", async () => {
    const { sdk, server, tokens } = setup({ "GET /api/user/me": () => jsonResponse(200, { payload: user }) });
    await expect(sdk.api.user.me()).resolves.toEqual(user);
    expect(server.calls[0]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
    expect(server.calls[0]?.url.searchParams.get("userId")).toBe("user-1");
  });

  it("updateMe(body) sends the body with PUT", async () => {
    const { sdk, server } = setup({
      "PUT /api/user/me": (call) => jsonResponse(200, { payload: { ...user, ...(call.body as object) } }),
    });
    await expect(sdk.api.user.updateMe({ fname: "Augusta" })).resolves.toMatchObject({ fname: "Augusta" });
    expect(server.calls[0]?.body).toEqual({ fname: "Augusta" });
  });

  it("events() reads the list", async () => {
    const { sdk } = setup({
      "GET /api/user/me/events": () => jsonResponse(200, { payload: [{ id: "e1" }] }),
    });
    await expect(sdk.api.user.events()).resolves.toEqual([{ id: "e1" }]);
  });

  it("an answer without payload is a FoyerError naming the call", async () => {
    const { sdk } = setup({ "GET /api/user/me": () => jsonResponse(200, { user }) });
    await expect(sdk.api.user.me()).rejects.toThrow("The answer to GET user/me has no payload");
  });
});

describe("api.auth: forgot and reset are unauthenticated calls (no bearer, no retry)", () => {
  it("forgotPassword(email) posts {email} without a bearer", async () => {
    const message = "If an account exists for that email, a password reset link has been sent to it.";
    const { sdk, server } = setup({
      "POST /api/user/auth/forgot": () => jsonResponse(200, { payload: { message } }),
    });
    await expect(sdk.api.auth.forgotPassword("ada@foyer.demo")).resolves.toEqual({ message });
    expect(server.calls[0]?.body).toEqual({ email: "ada@foyer.demo" });
    expect(server.calls[0]?.headers.get("Authorization")).toBeNull();
    expect(server.calls[0]?.url.searchParams.has("userId")).toBe(false);
  });

  it("resetPassword(hash, password) posts {hash, password}", async () => {
    const { sdk, server } = setup({
      "POST /api/user/auth/reset": () => jsonResponse(200, { payload: { message: "ok" } }),
    });
    await expect(sdk.api.auth.resetPassword("0123456789abcdef0123", "new-password-1")).resolves.toEqual({
      message: "ok",
    });
    expect(server.calls[0]?.body).toEqual({ hash: "0123456789abcdef0123", password: "new-password-1" });
  });

  it("a 401 answer is not retried", async () => {
    const { sdk, server } = setup({
      "POST /api/user/auth/reset": () =>
        jsonResponse(401, {
          statusCode: 401,
          code: "UNAUTHORIZED",
          message: "This password reset link is invalid or has expired.",
        }),
    });
    await expect(sdk.api.auth.resetPassword("0123456789abcdef0123", "new-password-1")).rejects.toMatchObject({
      name: "HttpError",
      message: "This password reset link is invalid or has expired.",
    });
    expect(server.calls).toHaveLength(1);
  });

  it("validates on the client first: ValidationError and no request", async () => {
    const { sdk, server } = setup({});
    const error = (await sdk.api.auth
      .forgotPassword("nope")
      .catch((caught: unknown) => caught)) as ValidationError;
    expect(isValidationError(error)).toBe(true);
    expect(error.message).toBe("Enter a valid email address");
    expect(error.issues).toEqual([{ path: "email", message: "Enter a valid email address" }]);
    await expect(sdk.api.auth.resetPassword("0123456789abcdef0123", "short")).rejects.toMatchObject({
      name: "ValidationError",
      message: "Password must be at least 8 characters",
    });
    expect(server.calls).toHaveLength(0);
  });
});

describe("api.forms: participant forms", () => {
  const submission = { id: "s1", form_id: "f1", status: "draft", values: {}, edit_token: "tok" };

  it("get(kind, slug, formId) reads the definition", async () => {
    const { sdk, server } = setup({
      "GET /api/forms/submission/summit/f1": () => jsonResponse(200, { payload: { id: "f1" } }),
    });
    await expect(sdk.api.forms.get("submission", "summit", "f1")).resolves.toEqual({ id: "f1" });
    expect(server.calls).toHaveLength(1);
  });

  it("create posts values and status; update sends the edit token of an anonymous submission", async () => {
    const { sdk, server } = setup({
      "POST /api/forms/f1/submissions": () => jsonResponse(201, { payload: submission }),
      "PUT /api/forms/f1/submissions/s1": () => jsonResponse(200, { payload: submission }),
    });
    await expect(sdk.api.forms.create("f1", { values: { a: 1 }, status: "draft" })).resolves.toEqual(
      submission,
    );
    expect(server.calls[0]?.body).toEqual({ values: { a: 1 }, status: "draft" });
    await sdk.api.forms.update("f1", "s1", { values: {}, status: "submitted" }, "tok");
    expect(server.calls[1]?.headers.get("x-foyer-edit-token")).toBe("tok");
  });
});

describe("auth.signUp: a participant account, checked before anything is sent", () => {
  it("refuses a short password without a request", async () => {
    const { sdk, server } = setup({});
    const outcome = await sdk.auth.signUp({ email: "a@b.co", password: "short", fname: "A", lname: "B" });
    expect(outcome).toMatchObject({ status: "error", message: "Password must be at least 8 characters" });
    expect(server.calls).toHaveLength(0);
  });

  it("stores the three tokens of the answer", async () => {
    const fresh = makeTokens({ sub: "new-user" });
    const { sdk, server } = setup({ "POST /api/user/signup": () => jsonResponse(201, { payload: fresh }) });
    const outcome = await sdk.auth.signUp({
      email: " a@b.co ",
      password: "long-enough",
      fname: "A ",
      lname: "B",
    });
    expect(outcome).toEqual({ status: "ok", tokens: fresh });
    expect(server.calls[0]?.body).toEqual({
      email: "a@b.co",
      password: "long-enough",
      fname: "A",
      lname: "B",
    });
    expect(sdk.tokens.get()).toEqual(fresh);
  });
});
