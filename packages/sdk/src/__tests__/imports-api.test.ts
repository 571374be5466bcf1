import type { ImportMap, ImportRequest, ImportStatus, ModuleSummary } from "@foyer/domain";
import { emptyCounters } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { createImportApi } from "../api/imports.js";
import { createTestSdk, jsonResponse, type Route } from "./helpers.js";

function setup(routes: Record<string, Route>, fetch?: typeof globalThis.fetch) {
  const { sdk, server, tokens } = createTestSdk(routes, { fetch });
  return { imports: createImportApi(sdk.http), server, tokens };
}

const module: ModuleSummary = {
  id: "m-1",
  eventId: "e-1",
  orgId: "o-1",
  kind: "contacts",
  name: "Contacts",
  slug: "contacts",
  recordName: "contact",
};

const map: ImportMap = {
  fields_groups: [],
  imported_columns: ["Name"],
  first_lines: [["Ada"]],
  rows_number: 1,
};

const status: ImportStatus = {
  import_id: "i-1",
  finished: true,
  current_record: 1,
  total_records: 1,
  pending_seconds: 0,
  success: true,
  progress: 1,
  latest_operation: "done",
  detail: { counters: emptyCounters(), summaryErrors: [], imported: false, validateOnly: true },
};

describe("imports.upload: POST /uploads?purpose=module-import, multipart field `file`", () => {
  it("sends the file with its name and the bearer token, and reads payload", async () => {
    const seen: { url: URL; file: File | null; auth: string | null }[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const form = await request.formData();
      seen.push({
        url: new URL(request.url),
        file: form.get("file") as File | null,
        auth: request.headers.get("Authorization"),
      });
      return jsonResponse(201, {
        payload: { uploadId: "u-1", name: "people.csv", size: 9, type: "text/csv", url: "/api/uploads/u-1" },
      });
    }) as typeof globalThis.fetch;
    const { imports, tokens } = setup({}, fetch);
    const saved = await imports.upload(new Blob(["Name\nAda\n"], { type: "text/csv" }), "people.csv");
    expect(saved).toMatchObject({ uploadId: "u-1", url: "/api/uploads/u-1" });
    expect(seen[0]?.url.pathname).toBe("/api/uploads");
    expect(seen[0]?.url.searchParams.get("purpose")).toBe("module-import");
    expect(seen[0]?.file?.name).toBe("people.csv");
    expect(await seen[0]?.file?.text()).toBe("Name\nAda\n");
    expect(seen[0]?.auth).toBe(`Bearer ${tokens.id_token}`);
  });
});

describe("imports: the mapping, import and status calls of spec 2 §7 (payload unwrapped)", () => {
  it("mapping(moduleId, body) posts the upload's url and ids", async () => {
    const { imports, server } = setup({
      "POST /api/modules/m-1/import/mapping": () => jsonResponse(200, { payload: map }),
    });
    const body = { url: "/api/uploads/u-1", org_id: "o-1", event_id: "e-1" };
    await expect(imports.mapping("m-1", body)).resolves.toEqual(map);
    expect(server.calls[0]?.body).toEqual(body);
  });

  it("start(moduleId, body) posts the request and returns payload.import_id", async () => {
    const { imports, server } = setup({
      "POST /api/modules/m-1/import": () => jsonResponse(200, { payload: { import_id: "i-1" } }),
    });
    const body: ImportRequest = {
      url: "/api/uploads/u-1",
      org_id: "o-1",
      event_id: "e-1",
      user_id: "user-1",
      fields_groups: [],
      validate_only: true,
    };
    await expect(imports.start("m-1", body)).resolves.toEqual({ import_id: "i-1" });
    expect(server.calls[0]?.body).toEqual(body);
  });

  it("status(moduleId, importId) reads GET /modules/{moduleId}/import/{importId}", async () => {
    const { imports } = setup({
      "GET /api/modules/m-1/import/i-1": () => jsonResponse(200, { payload: status }),
    });
    await expect(imports.status("m-1", "i-1")).resolves.toEqual(status);
  });

  it("history and revert", async () => {
    const { imports, server } = setup({
      "GET /api/modules/m-1/imports": () => jsonResponse(200, { payload: [] }),
      "POST /api/modules/m-1/import/i-1/revert": () =>
        jsonResponse(200, { payload: { removed: { contacts: 2, accounts: 0, custom_records: 0 } } }),
    });
    await expect(imports.history("m-1")).resolves.toEqual([]);
    await expect(imports.revert("m-1", "i-1")).resolves.toEqual({
      removed: { contacts: 2, accounts: 0, custom_records: 0 },
    });
    expect(server.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "GET /api/modules/m-1/imports",
      "POST /api/modules/m-1/import/i-1/revert",
    ]);
  });

  it("errorsCsv fetches a run's whole error list with the bearer token", async () => {
    const csv = "Row,Email,Error\r\n4,bob@,Email is not valid\r\n";
    const { imports, server, tokens } = setup({
      "GET /api/modules/m-1/import/i-1/errors": () =>
        new Response(csv, { status: 200, headers: { "Content-Type": "text/csv; charset=utf-8" } }),
    });
    const blob = await imports.errorsCsv("m-1", "i-1");
    expect(await blob.text()).toBe(csv);
    expect(server.calls[0]?.headers.get("Authorization")).toBe(`Bearer ${tokens.id_token}`);
    expect(server.calls[0]?.headers.get("Accept")).toBe("text/csv");
  });

  it("modules(eventId) and module(moduleId)", async () => {
    const { imports } = setup({
      "GET /api/event/e-1/modules": () => jsonResponse(200, { payload: [module] }),
      "GET /api/modules/m-1": () => jsonResponse(200, { payload: module }),
    });
    await expect(imports.modules("e-1")).resolves.toEqual([module]);
    await expect(imports.module("m-1")).resolves.toEqual(module);
  });

  it("an error answer rejects with the server's status", async () => {
    const { imports } = setup({
      "POST /api/modules/m-1/import": () =>
        jsonResponse(400, { statusCode: 400, code: "VALIDATION_ERROR", message: "No fields chosen" }),
    });
    await expect(
      imports.start("m-1", { url: "u", org_id: "o", event_id: "e", user_id: "u", fields_groups: [] }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
