/**
 * Test kit of the import wizard: a fake import API (the calls of spec 2 §7, answering like the
 * server's contract), a fake file reader, and a render that mounts `ImportWizard` in an open
 * shadow root with its portal root inside, as the runtime does.
 */
import {
  DEFAULT_VALUE_COLUMN,
  emptyCounters,
  FIRST_NAME,
  FULL_NAME,
  type ImportCounters,
  type ImportField,
  type ImportFieldGroup,
  type ImportMap,
  type ImportRequest,
  type ImportStatus,
  LAST_NAME,
  type ModuleSummary,
  type SummaryError,
} from "@foyer/domain";
import type { ImportApi, WidgetSdk } from "@foyer/sdk";
import { act, render } from "@testing-library/react";
import { vi } from "vitest";
import { ImportWizard, type ImportWizardProps } from "../import-wizard/ImportWizard.js";
import type { ImportReader, ImportTable, ReadOptions, ReadOutcome } from "../import-wizard/reader-port.js";
import { WidgetContext, type WidgetEventName } from "../runtime/widget-context.js";

// The more-fields modal is a lazily loaded Dialog: load it once, so it renders after one tick.
await import("../overlays/Dialog.js");

export { DEFAULT_VALUE_COLUMN };

export const MODULE: ModuleSummary = {
  id: "m-1",
  eventId: "e-1",
  orgId: "o-1",
  kind: "contacts",
  name: "Contacts",
  slug: "contacts",
  recordName: "contact",
};

export const field = (id: string, name: string, overrides: Partial<ImportField> = {}): ImportField => ({
  id,
  name,
  column: "",
  type: "text",
  required: false,
  recommended: false,
  enabled: false,
  supported: true,
  default_value: "",
  ...overrides,
});

export function makeMap(): ImportMap {
  const contacts: ImportFieldGroup = {
    id: "contacts",
    name: "Contacts",
    description: "People in this event",
    options: { locked: true, enabled: true, kind: "contacts" },
    fields: [
      field(FULL_NAME, "Full Name", { type: "full-name", enabled: true, column: "Name" }),
      field(FIRST_NAME, "First Name"),
      field(LAST_NAME, "Last Name"),
      field("EMAIL", "Email", { type: "email", required: true, enabled: true, column: "Email" }),
      field("PHONE", "Phone", { type: "phone", recommended: true }),
      field("TITLE", "Job Title"),
      field("SIGNATURE", "Signature", { type: "signature", supported: false }),
    ],
  };
  const accounts: ImportFieldGroup = {
    id: "accounts",
    name: "Accounts",
    description: "The companies they work for",
    options: { locked: false, enabled: false, kind: "accounts" },
    fields: [field("NAME", "Name", { required: true })],
  };
  return {
    fields_groups: [contacts, accounts],
    imported_columns: ["Name", "Email", "Mobile"],
    first_lines: [
      ["Ada Lovelace", "ada@example.org", "+1 555 0100"],
      ["Grace Hopper", "grace@example.org", ""],
    ],
    rows_number: 3,
  };
}

export const counters = (values: Partial<ImportCounters>): ImportCounters => ({
  ...emptyCounters(),
  ...values,
});

export function status(importId: string, overrides: Partial<ImportStatus> = {}): ImportStatus {
  return {
    import_id: importId,
    finished: true,
    current_record: 3,
    total_records: 3,
    pending_seconds: 0,
    success: true,
    progress: 1,
    latest_operation: "",
    detail: { counters: emptyCounters(), summaryErrors: [], imported: false, validateOnly: true },
    ...overrides,
  };
}

export const ROW_ERRORS: SummaryError[] = [
  { id: "email", description: 'Email: "ada@" is not an email address', rows: [3, 1] },
  { id: "name", description: "Name is empty", rows: [3] },
];

/** The fake API. `statuses` answers each import id's status calls in order (the last repeats). */
export function createFakeImportApi() {
  const statuses = new Map<string, ImportStatus[]>();
  const started: ImportRequest[] = [];
  let serial = 0;
  const api = {
    upload: vi.fn(async (_file: Blob, name: string) => ({
      uploadId: "u-1",
      name,
      size: 10,
      type: "text/csv",
      url: "/api/uploads/u-1",
    })),
    mapping: vi.fn(async () => makeMap()),
    start: vi.fn(async (_moduleId: string, body: ImportRequest) => {
      started.push(body);
      serial += 1;
      return { import_id: `i-${serial}` };
    }),
    status: vi.fn(async (_moduleId: string, importId: string) => {
      const queue = statuses.get(importId) ?? [];
      const next = queue.length > 1 ? queue.shift() : queue[0];
      if (!next) throw new Error(`no status for ${importId}`);
      return next;
    }),
    history: vi.fn(async () => []),
    errorsCsv: vi.fn(async () => new Blob(["Row,Name,Error\r\n"], { type: "text/csv" })),
    revert: vi.fn(async () => ({ removed: { contacts: 0, accounts: 0, custom_records: 0 } })),
    modules: vi.fn(async () => [MODULE]),
    module: vi.fn(async () => MODULE),
  } satisfies ImportApi;
  return {
    api,
    started,
    /** What the status calls of import `importId` answer, in order. */
    answer(importId: string, ...answers: ImportStatus[]) {
      statuses.set(importId, answers);
    },
  };
}

export type FakeImportApi = ReturnType<typeof createFakeImportApi>;

export function createFakeTable(fileName = "people.csv") {
  const table = {
    fileName,
    columns: ["Name", "Email", "Mobile"],
    sample: [],
    rowCount: 3,
    csv: new Blob(["Name,Email,Mobile\r\n"], { type: "text/csv" }),
    rowsCsv: vi.fn(
      async (rows: readonly number[], extra?: { name: string }) =>
        new Blob([`rows ${rows.join(" ")}${extra ? ` + ${extra.name}` : ""}`], { type: "text/csv" }),
    ),
    close: vi.fn(),
  };
  return table satisfies ImportTable;
}

/** A reader that answers each read with what `answer` says (a table by default). */
export function createFakeReader() {
  const reads: { kind: "file" | "paste"; source: string; hasHeaders?: boolean; options: ReadOptions }[] = [];
  let next: () => ReadOutcome | Promise<ReadOutcome> = () => ({ ok: true, table: createFakeTable() });
  const reader: ImportReader = {
    openImportFile: vi.fn(async (file: File, options: ReadOptions) => {
      reads.push({ kind: "file", source: file.name, options });
      return next();
    }),
    openPastedTable: vi.fn(async (text: string, hasHeaders: boolean, options: ReadOptions) => {
      reads.push({ kind: "paste", source: text, hasHeaders, options });
      return next();
    }),
  };
  return {
    reader,
    reads,
    /** What the next reads answer. */
    answer(outcome: () => ReadOutcome | Promise<ReadOutcome>) {
      next = outcome;
    },
  };
}

export interface RenderedWizard {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  portalRoot: HTMLElement;
  events: { name: WidgetEventName; detail: unknown }[];
  unmount(): void;
}

const mounted: RenderedWizard[] = [];

/** An SDK with a stored session whose calls all go through the fake import API. */
const signedInSdk = {
  http: {},
  tokens: {
    get: () => ({ access_token: "access", id_token: "id", refresh_token: "refresh" }),
    subscribe: () => () => {},
  },
} as unknown as WidgetSdk;

/** Renders `ImportWizard` the way the runtime does (signed in, unless `sdk` says otherwise). */
export function renderWizard(props: Partial<ImportWizardProps> = {}, sdk = signedInSdk): RenderedWizard {
  const host = document.createElement("div");
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: "open" });
  const container = document.createElement("div");
  const portalRoot = document.createElement("div");
  portalRoot.className = "foyer-portal";
  shadowRoot.append(container, portalRoot);
  const events: RenderedWizard["events"] = [];
  const emit = vi.fn((name: WidgetEventName, detail?: unknown) => {
    events.push({ name, detail });
  });
  const value = { host, shadowRoot, portalRoot, sdk, theme: "light" as const, emit };
  const result = render(
    <WidgetContext.Provider value={value}>
      <ImportWizard eventId="e-1" moduleId="m-1" {...props} />
    </WidgetContext.Provider>,
    { container },
  );
  const rendered: RenderedWizard = {
    host,
    shadowRoot,
    portalRoot,
    events,
    unmount() {
      result.unmount();
      host.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

/** afterEach: unmounts what `renderWizard` mounted. */
export function unmountWizards() {
  for (const rendered of mounted.splice(0)) if (rendered.host.isConnected) rendered.unmount();
}

/** Lets pending promises settle inside act(). */
export async function settle(rounds = 8) {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/** Advances fake time inside act(), letting promises run in between. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
