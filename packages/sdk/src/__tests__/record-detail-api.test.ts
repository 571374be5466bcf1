import { describe, expect, it } from "vitest";
import { createRecordDetailApi } from "../api/record-detail.js";
import { isHttpError } from "../errors.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>) {
  const { sdk, server } = createTestSdk(routes);
  return { api: createRecordDetailApi(sdk.http), server };
}

const key = { eventId: "e 1", type: "contact", recordId: "c/1" } as const;
const base = "/api/event/e%201/contact/c%2F1";

describe("createRecordDetailApi: one record's calls under /event/{eventId}/{type}/{recordId}", () => {
  it("GET reads the payload, escaping every part of the path", async () => {
    const { api, server } = setup({ [`GET ${base}`]: () => jsonResponse(200, { payload: { id: "c/1" } }) });
    await expect(api.get(key)).resolves.toEqual({ id: "c/1" });
    expect(server.calls[0]?.url.searchParams.get("userId")).toBe("user-1");
  });

  it("create posts the values, and the module for accounts and custom records", async () => {
    const { api, server } = setup({
      "POST /api/event/e%201/account": () => jsonResponse(201, { payload: { id: "a-1" } }),
    });
    await expect(api.create("e 1", "account", { NAME: "Acme" }, { moduleId: "m-1" })).resolves.toEqual({
      id: "a-1",
    });
    expect(server.calls[0]?.body).toEqual({ moduleId: "m-1", values: { NAME: "Acme" } });
  });

  it("update sends PUT with only the changed values", async () => {
    const { api, server } = setup({
      [`PUT ${base}`]: () => jsonResponse(200, { payload: { record: { id: "c/1" }, changes: [] } }),
    });
    await api.update(key, { TITLE: "Keynote" });
    expect(server.calls[0]?.body).toEqual({ values: { TITLE: "Keynote" } });
  });

  it("a refused value rejects with the server's field details", async () => {
    const details = [{ path: "values.EMAIL", message: '"bob@" is not a valid email address' }];
    const { api } = setup({
      [`PUT ${base}`]: () => jsonResponse(400, { statusCode: 400, message: "Email: bad", details }),
    });
    const error = await api.update(key, { EMAIL: "bob@" }).catch((caught: unknown) => caught);
    expect(isHttpError(error) && error.status).toBe(400);
    expect(isHttpError(error) && (error.body as { details: unknown }).details).toEqual(details);
  });

  it("audit, files, history, attach and detach", async () => {
    const { api, server } = setup({
      [`GET ${base}/audit`]: () => jsonResponse(200, { payload: [] }),
      [`GET ${base}/files`]: () => jsonResponse(200, { payload: [] }),
      [`POST ${base}/files`]: () => jsonResponse(201, { payload: { id: "f-1" } }),
      [`DELETE ${base}/files/f-1`]: () => jsonResponse(200, { payload: { id: "f-1" } }),
      [`GET ${base}/history/forms`]: () => jsonResponse(200, { payload: { type: "forms", items: [] } }),
    });
    await expect(api.audit(key)).resolves.toEqual([]);
    await expect(api.files(key)).resolves.toEqual([]);
    await expect(api.attachFile(key, "u-1")).resolves.toEqual({ id: "f-1" });
    expect(server.calls[2]?.body).toEqual({ uploadId: "u-1" });
    await expect(api.detachFile(key, "f-1")).resolves.toEqual({ id: "f-1" });
    await expect(api.history(key, "forms")).resolves.toEqual({ type: "forms", items: [] });
  });

  it("duplicates and merge of a contact", async () => {
    const { api, server } = setup({
      "GET /api/event/e%201/contact/c%2F1/duplicates": () => jsonResponse(200, { payload: [] }),
      "POST /api/event/e%201/contact/c%2F1/merge": () =>
        jsonResponse(200, { payload: { survivor: { id: "c/1" }, mergedId: "c-2" } }),
    });
    await expect(api.duplicates("e 1", "c/1")).resolves.toEqual([]);
    await api.merge("e 1", "c/1", { otherId: "c-2", choices: { TITLE: "other" } });
    expect(server.calls[1]?.body).toEqual({ otherId: "c-2", choices: { TITLE: "other" } });
  });
});
