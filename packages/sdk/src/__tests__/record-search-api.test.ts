import type { AccountHit, ContactHit } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createRecordSearchApi } from "../api/record-search.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server, tokens } = createTestSdk(routes);
  return { search: createRecordSearchApi(sdk.http), server, tokens };
}

const acme: AccountHit = {
  kind: "account",
  id: "a-1",
  name: "Acme",
  moduleId: "m-1",
  moduleSlug: "sponsors",
  website: "https://acme.test",
  portalName: null,
};
const ada: ContactHit = {
  kind: "contact",
  id: "c-1",
  name: "Ada Lovelace",
  fname: "Ada",
  lname: "Lovelace",
  email: "ada@acme.test",
  company: null,
  title: null,
  photoUrl: null,
};

describe("Account search: GET /account/list/{eventId}/search (spec 2 §7)", () => {
  it("sends userId, q, includePortalName=true, enforceEventRelationship=true and reads payload", async () => {
    const { search, server, tokens } = setup({
      "GET /api/account/list/e%201/search": () => jsonResponse(200, { payload: [acme] }),
    });
    await expect(search.accounts("e 1", " acme ")).resolves.toEqual([acme]);
    const call = server.calls[0];
    expect(call?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      q: "acme",
      includePortalName: "true",
      enforceEventRelationship: "true",
      userId: "user-1",
    });
  });

  it("moduleSlug narrows to one accounts module", async () => {
    const { search, server } = setup({
      "GET /api/account/list/e-1/search": () => jsonResponse(200, { payload: [] }),
    });
    await search.accounts("e-1", "a", { moduleSlug: "exhibitors" });
    expect(server.calls[0]?.url.searchParams.get("moduleSlug")).toBe("exhibitors");
  });

  it("a refused search rejects with the status", async () => {
    const { search } = setup({
      "GET /api/account/list/e-1/search": () =>
        jsonResponse(403, {
          statusCode: 403,
          code: "FORBIDDEN",
          message: "You don't have access to this page!",
        }),
    });
    await expect(search.accounts("e-1", "a")).rejects.toSatisfy(
      (error: unknown) => isHttpError(error) && error.status === 403,
    );
  });
});

describe("Contact search: GET /contacts/event/{eventId}/contacts/search, same query", () => {
  it("sends the same query and reads payload", async () => {
    const { search, server } = setup({
      "GET /api/contacts/event/e-1/contacts/search": () => jsonResponse(200, { payload: [ada] }),
    });
    await expect(search.contacts("e-1", "ada")).resolves.toEqual([ada]);
    expect(Object.fromEntries(server.calls[0]?.url.searchParams ?? [])).toEqual({
      q: "ada",
      includePortalName: "true",
      enforceEventRelationship: "true",
      userId: "user-1",
    });
  });
});
