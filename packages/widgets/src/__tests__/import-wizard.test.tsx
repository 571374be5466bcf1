import type { ImportApi } from "@foyer/sdk";
import { fireEvent, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deepActiveElement } from "../forms/focus-target.js";
import type { ImportReader, ReadOutcome } from "../import-wizard/reader-port.js";
import {
  advance,
  counters,
  createFakeImportApi,
  createFakeReader,
  createFakeTable,
  DEFAULT_VALUE_COLUMN,
  type FakeImportApi,
  makeMap,
  ROW_ERRORS,
  renderWizard,
  settle,
  status,
  unmountWizards,
} from "./import-wizard-kit.js";

const fakes = vi.hoisted(() => ({ api: null as ImportApi | null, reader: null as ImportReader | null }));

vi.mock("@foyer/sdk", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@foyer/sdk")>()),
  createImportApi: () => fakes.api,
}));

vi.mock("../import-wizard/default-reader.js", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../import-wizard/default-reader.js")>()),
  defaultReader: {
    openImportFile: (...args: Parameters<ImportReader["openImportFile"]>) =>
      fakes.reader?.openImportFile(...args),
    openPastedTable: (...args: Parameters<ImportReader["openPastedTable"]>) =>
      fakes.reader?.openPastedTable(...args),
  },
  preloadReader: () => undefined,
}));

let server: FakeImportApi;
let files: ReturnType<typeof createFakeReader>;

beforeEach(() => {
  server = createFakeImportApi();
  files = createFakeReader();
  fakes.api = server.api;
  fakes.reader = files.reader;
});

afterEach(() => {
  unmountWizards();
  vi.useRealTimers();
});

const button = (name: string) => screen.getByShadowRole("button", { name });
const title = () => screen.getAllByShadowRole("heading", { level: 2 })[0]?.textContent;
const active = () => deepActiveElement(document);

const validation = (overrides: Partial<ReturnType<typeof counters>> = {}, errors = ROW_ERRORS) => ({
  counters: counters({ rows_number: 3, rows_ok: 1, skipped_rows: 2, contacts_created: 1, ...overrides }),
  summaryErrors: errors,
  imported: false,
  validateOnly: true,
});

async function open() {
  const view = renderWizard();
  await settle();
  return view;
}

/** Import (on the mapping page or the summary) with fake timers: one status poll, 500 ms on. */
async function validate() {
  fireEvent.click(button("Import"));
  await settle();
  await advance(500);
}

/** Chooses a file on the import file page and waits for the mapping page. */
async function chooseFile(name = "people.csv") {
  const input = screen.getByShadowLabelText("Upload a file to import");
  fireEvent.change(input, { target: { files: [new File(["Name,Email\n"], name, { type: "text/csv" })] } });
  await settle();
}

describe("import file page: 'Select an import option' (spec 2 §2.2)", () => {
  it("offers 'Upload a file to import', 'Copy & Paste', 'Download Sample CSV' and a Pro Tip under the title 'Import'", async () => {
    const view = await open();
    expect(title()).toBe("Import");
    expect(screen.getByShadowRole("heading", { name: "Select an import option" })).toBeTruthy();
    expect(screen.getByShadowLabelText("Upload a file to import").getAttribute("type")).toBe("file");
    expect(button("Copy & Paste")).toBeTruthy();
    expect(button("Download Sample CSV")).toBeTruthy();
    expect(screen.getByShadowText("Pro Tip:")).toBeTruthy();
    expect(view.events.map((event) => event.name)).toEqual(["foyer:ready"]);
  });

  it("accepts one file, csv or excel types (the reader's own list)", async () => {
    await open();
    const input = screen.getByShadowLabelText("Upload a file to import") as HTMLInputElement;
    const { ACCEPTED_FILE_TYPES } = await import("../import-wizard/reader/index.js");
    expect(input.accept).toBe(ACCEPTED_FILE_TYPES);
    expect(input.multiple).toBe(false);
  });

  it("'Download Sample CSV' downloads the module's headers with one example row, inside the shadow root", async () => {
    const view = await open();
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:sample";
    });
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
      expect(this.getRootNode()).toBe(view.shadowRoot);
    });
    fireEvent.click(button("Download Sample CSV"));
    expect(clicked[0]?.download).toBe("contacts-sample.csv");
    const text = await created[0]?.text();
    expect(text?.replace(/^\ufeff/, "").split("\r\n")[0]).toBe(
      "First Name,Last Name,Email,Company,Title,Phone,Country",
    );
    expect(view.shadowRoot.querySelector("a")).toBeNull();
    view.unmount();
    expect(revoke).toHaveBeenCalledWith("blob:sample");
    for (const spy of [createObjectURL, revoke, click]) spy.mockRestore();
  });
});

describe("Copy & Paste page (spec 2 §2.2)", () => {
  it("has 'Paste Data Table:', the placeholder, the headers toggle, and Next disabled until data", async () => {
    await open();
    fireEvent.click(button("Copy & Paste"));
    expect(screen.getByShadowRole("heading", { name: "Copy & Paste Your Data" })).toBeTruthy();
    const area = screen.getByShadowLabelText("Paste Data Table:") as HTMLTextAreaElement;
    expect(area.placeholder).toBe("Paste table data here...");
    const toggle = screen.getByShadowRole("switch", { name: "First row of CSV file is headers" });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect((button("Next") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(area, { target: { value: "   " } });
    expect((button("Next") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(area, { target: { value: "Name\tEmail\nAda\tada@example.org" } });
    expect((button("Next") as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(button("Next"));
    await settle();
    expect(files.reads[0]).toMatchObject({ kind: "paste", hasHeaders: false });
    expect(screen.getByShadowRole("heading", { name: "Map your columns to fields" })).toBeTruthy();
  });

  it("Back returns to the import options", async () => {
    await open();
    fireEvent.click(button("Copy & Paste"));
    fireEvent.click(button("Back"));
    expect(screen.getByShadowRole("heading", { name: "Select an import option" })).toBeTruthy();
  });
});

describe("reading, uploading, mapping (spec 2 §4.2, §7)", () => {
  it("shows 'Processing Data...' with the bar from 0.7 while the file is read, and no close button", async () => {
    let finish: (outcome: ReadOutcome) => void = () => undefined;
    files.answer(() => new Promise<ReadOutcome>((resolve) => (finish = resolve)));
    await open();
    await chooseFile();
    expect(screen.getByShadowRole("dialog", { name: "Processing Data..." })).toBeTruthy();
    const bar = screen.getByShadowRole("progressbar") as HTMLProgressElement;
    expect(bar.value).toBeCloseTo(0.7);
    expect(screen.getByShadowText("This can take a few minutes...")).toBeTruthy();
    expect(screen.queryByShadowRole("button", { name: "Close" })).toBeNull();
    files.reads[0]?.options.onProgress?.(0.5);
    await settle();
    expect((screen.getByShadowRole("progressbar") as HTMLProgressElement).value).toBeGreaterThan(0.7);
    finish({ ok: true, table: createFakeTable() });
    await settle();
    expect(screen.getByShadowRole("button", { name: "Close" })).toBeTruthy();
    expect(server.api.upload).toHaveBeenCalledWith(expect.any(Blob), "people.csv", expect.anything());
    expect(server.api.mapping).toHaveBeenCalledWith(
      "m-1",
      { org_id: "o-1", event_id: "e-1", url: "/api/uploads/u-1" },
      expect.anything(),
    );
  });

  it("a file the reader refuses shows its sentence under 'An error occurred importing the file'", async () => {
    files.answer(() => ({ ok: false, message: "This file is empty." }));
    const view = await open();
    await chooseFile();
    const alert = screen.getByShadowRole("alert");
    expect(alert.textContent).toContain("An error occurred importing the file");
    expect(alert.textContent).toContain("This file is empty.");
    expect(active()).toBe(alert);
    expect(view.events.at(-1)).toEqual({ name: "foyer:error", detail: { message: "This file is empty." } });
    expect(screen.getByShadowRole("heading", { name: "Select an import option" })).toBeTruthy();
  });
});

describe("mapping page (spec 2 §2.2, §4.2, §5)", () => {
  it("shows a 'Column Headers' dropdown per chosen field, '*required' and '(Required)'", async () => {
    await open();
    await chooseFile();
    const email = screen.getByShadowRole("combobox", { name: "Email *required" }) as HTMLSelectElement;
    expect(email.value).toBe("Email");
    expect(email.options[0]?.textContent).toBe("Column Headers (Required)");
    const name = screen.getByShadowRole("combobox", { name: "Full Name" }) as HTMLSelectElement;
    expect(name.options[0]?.textContent).toBe("Column Headers");
    expect([...name.options].map((option) => option.value)).toEqual([
      "",
      "Name",
      "Email",
      "Mobile",
      DEFAULT_VALUE_COLUMN,
    ]);
  });

  it("an unmapped field gives 'Map the \"{group} - {field}\" field to a CSV column' and blocks Import", async () => {
    await open();
    await chooseFile();
    const name = screen.getByShadowRole("combobox", { name: "Full Name" });
    fireEvent.change(name, { target: { value: "" } });
    expect(screen.getByShadowText('Map the "Contacts - Full Name" field to a CSV column')).toBeTruthy();
    expect((button("Import") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: DEFAULT_VALUE_COLUMN } });
    expect((button("Import") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByShadowLabelText("Default value for Full Name"), {
      target: { value: "Guest" },
    });
    expect(screen.queryByShadowText(/field to a CSV column/)).toBeNull();
    expect((button("Import") as HTMLButtonElement).disabled).toBe(false);
  });

  it("the locked group has no toggle; another group's toggle adds its fields", async () => {
    await open();
    await chooseFile();
    expect(screen.queryByShadowRole("switch", { name: "Import Contacts" })).toBeNull();
    const accounts = screen.getByShadowRole("switch", { name: "Import Accounts" });
    fireEvent.click(accounts);
    expect(screen.getByShadowRole("combobox", { name: "Name *required" })).toBeTruthy();
    expect(screen.getByShadowText('Map the "Accounts - Name" field to a CSV column')).toBeTruthy();
    fireEvent.click(accounts);
    expect(screen.queryByShadowRole("combobox", { name: "Name *required" })).toBeNull();
  });

  it("shows the record preview of the sample rows beside the mapping", async () => {
    await open();
    await chooseFile();
    const preview = screen.getByShadowRole("complementary", { name: "Record preview" });
    expect(preview.textContent).toContain("Ada Lovelace");
    expect(preview.textContent).toContain("grace@example.org");
  });

  it("flags an invalid value in the record preview and describes it (issue 22)", async () => {
    server.api.mapping.mockImplementationOnce(async () => ({
      ...makeMap(),
      first_lines: [
        ["Ada Lovelace", "ada@", ""],
        ["Grace Hopper", "grace@example.org", ""],
      ],
    }));
    await open();
    await chooseFile();
    const preview = screen.getByShadowRole("complementary", { name: "Record preview" });
    const [bad, good] = [...preview.querySelectorAll("dd")];
    expect(bad?.textContent).toContain("ada@");
    const describedBy = bad?.getAttribute("aria-describedby") ?? "";
    expect(describedBy).not.toBe("");
    const description = bad?.getRootNode() as ShadowRoot;
    expect(description.getElementById(describedBy)?.textContent).toBe('"ada@" is not a valid email address');
    expect(bad?.parentElement?.classList.contains("foyer-iw-record__invalid")).toBe(true);
    expect(good?.textContent).toBe("grace@example.org");
    expect(good?.hasAttribute("aria-describedby")).toBe(false);
  });

  it("Cancel returns to the import file page", async () => {
    await open();
    await chooseFile();
    fireEvent.click(button("Cancel"));
    expect(screen.getByShadowRole("heading", { name: "Select an import option" })).toBeTruthy();
  });
});

describe("'More {group} fields...' modal, by keyboard (715x528: All/None, 'Search fields', Selected, Done, Cancel)", () => {
  async function openMore() {
    await open();
    await chooseFile();
    const link = button("More Contacts fields...");
    link.focus();
    fireEvent.click(link);
    await settle();
    return { link, dialog: screen.getByShadowRole("dialog", { name: "Choose more Contacts fields" }) };
  }

  it("is a modal dialog that starts in 'Search fields' and filters as you type", async () => {
    const { dialog } = await openMore();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    const search = screen.getByShadowRole("searchbox", { name: "Search fields" });
    expect(active()).toBe(search);
    fireEvent.change(search, { target: { value: "pho" } });
    expect(
      screen
        .getAllByShadowRole("checkbox")
        .map((box) => box.getAttribute("id") && box.parentElement?.textContent),
    ).toEqual(["Phone *recommended"]);
  });

  it("Escape cancels without changes and gives focus back to the link", async () => {
    const { link } = await openMore();
    fireEvent.click(screen.getByShadowRole("checkbox", { name: "Phone *recommended" }));
    fireEvent.keyDown(active() ?? document.body, { key: "Escape" });
    await settle();
    expect(screen.queryByShadowRole("dialog", { name: "Choose more Contacts fields" })).toBeNull();
    expect(screen.queryByShadowRole("combobox", { name: "Phone *recommended" })).toBeNull();
    await waitFor(() => expect(active()).toBe(link));
  });

  it("checking fields lists them under Selected, and Done adds them to the mapping", async () => {
    await openMore();
    const phone = screen.getByShadowRole("checkbox", { name: "Phone *recommended" });
    fireEvent.click(phone);
    const selected = screen.getByShadowRole("region", { name: "Selected" });
    expect(selected.textContent).toContain("Phone");
    expect(
      (screen.getByShadowRole("checkbox", { name: "Email *required" }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByShadowText('"Signature" fields are not currently supported')).toBeTruthy();
    fireEvent.click(button("Done"));
    await settle();
    expect(screen.getByShadowRole("combobox", { name: "Phone *recommended" })).toBeTruthy();
    expect(screen.getByShadowText('Map the "Contacts - Phone" field to a CSV column')).toBeTruthy();
  });

  it("All and None follow the name rule: First and Last Name replace Full Name together", async () => {
    await openMore();
    fireEvent.click(screen.getByShadowRole("checkbox", { name: "First Name" }));
    const checked = (name: string) =>
      (screen.getByShadowRole("checkbox", { name }) as HTMLInputElement).checked;
    expect([checked("First Name"), checked("Last Name"), checked("Full Name")]).toEqual([true, true, false]);
    fireEvent.click(button("All"));
    expect([checked("Job Title"), checked("Phone *recommended"), checked("Full Name")]).toEqual([
      true,
      true,
      false,
    ]);
    fireEvent.click(button("None"));
    expect([checked("Job Title"), checked("First Name"), checked("Email *required")]).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe("validation, invalid rows and polling (spec 2 §2.2, §4.2, §9)", () => {
  it("polls the status first after 500 ms, then every 500 ms, and shows 'Review Import'", async () => {
    vi.useFakeTimers();
    server.answer(
      "i-1",
      status("i-1", { finished: false, progress: 0.4, pending_seconds: 65, current_record: 1 }),
      status("i-1", { detail: validation() }),
    );
    await open();
    await chooseFile();
    fireEvent.click(button("Import"));
    await settle();
    expect(server.started[0]).toMatchObject({ validate_only: true, user_id: "", file_name: "people.csv" });
    expect(server.started[0]?.fields_groups.map((group) => group.id)).toEqual(["contacts"]);
    expect(server.started[0]?.skip_invalid_rows).toBeUndefined();
    await advance(499);
    expect(server.api.status).toHaveBeenCalledTimes(0);
    await advance(1);
    expect(server.api.status).toHaveBeenCalledTimes(1);
    expect(screen.getByShadowText("0 hour(s) and 1 minute(s) and 5 second(s) remaining")).toBeTruthy();
    expect((screen.getByShadowRole("progressbar") as HTMLProgressElement).value).toBeCloseTo(0.4);
    await advance(499);
    expect(server.api.status).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(server.api.status).toHaveBeenCalledTimes(2);
    expect(title()).toBe("Review Import");
    expect(screen.getByShadowText("1 of 3 rows passed validation checks")).toBeTruthy();
    expect(screen.getByShadowText("2 rows with issues")).toBeTruthy();
    expect(screen.getByShadowText('Email: "ada@" is not an email address')).toBeTruthy();
    expect(screen.getByShadowText("Rows 1, 3")).toBeTruthy();
    expect(screen.getByShadowText("Row 3")).toBeTruthy();
    // Issue 22: the five buttons come in two groups that move as a whole on a narrow panel.
    const groups = [...(button("Back").closest(".foyer-iw-actions")?.children ?? [])].filter((child) =>
      child.classList.contains("foyer-iw-actions__group"),
    );
    expect(
      groups.map((group) => [...group.querySelectorAll("button")].map((item) => item.textContent)),
    ).toEqual([
      ["Download Error List as CSV", "Back", "Cancel"],
      ["Continue without these rows", "Re-Upload Resolved CSV"],
    ]);
    await advance(5000);
    expect(server.api.status).toHaveBeenCalledTimes(2);
  });

  it("stops polling when the wizard is unmounted", async () => {
    vi.useFakeTimers();
    server.answer("i-1", status("i-1", { finished: false, progress: 0.1 }));
    const view = await open();
    await chooseFile();
    fireEvent.click(button("Import"));
    await settle();
    await advance(500);
    expect(server.api.status).toHaveBeenCalledTimes(1);
    view.unmount();
    await advance(5000);
    expect(server.api.status).toHaveBeenCalledTimes(1);
  });

  it("Back returns to the map page, Cancel to the import file page", async () => {
    vi.useFakeTimers();
    server.answer("i-1", status("i-1", { detail: validation() }));
    server.answer("i-2", status("i-2", { detail: validation() }));
    await open();
    await chooseFile();
    await validate();
    expect(title()).toBe("Review Import");
    fireEvent.click(button("Back"));
    expect(screen.getByShadowRole("heading", { name: "Map your columns to fields" })).toBeTruthy();
    await validate();
    expect(title()).toBe("Review Import");
    fireEvent.click(button("Cancel"));
    expect(screen.getByShadowRole("heading", { name: "Select an import option" })).toBeTruthy();
  });

  it("'Download Error List as CSV' asks the reader for those rows with an Error column", async () => {
    server.answer("i-1", status("i-1", { detail: validation() }));
    vi.useFakeTimers();
    const table = createFakeTable("People 2025.xlsx");
    files.answer(() => ({ ok: true, table }));
    await open();
    await chooseFile("People 2025.xlsx");
    await validate();
    expect(title()).toBe("Review Import");
    const urls = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:errors");
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    fireEvent.click(button("Download Error List as CSV"));
    await settle();
    expect(table.rowsCsv).toHaveBeenCalledWith([1, 3], {
      name: "Error",
      values: new Map([
        [3, 'Email: "ada@" is not an email address; Name is empty'],
        [1, 'Email: "ada@" is not an email address'],
      ]),
    });
    expect(names).toEqual(["People 2025-errors.csv"]);
    urls.mockRestore();
    click.mockRestore();
  });

  it("when the server listed only the first rows of a problem, the error list is the server's whole one", async () => {
    const many = [{ id: "email", description: "Email is not valid", rows: [1, 2, 3], total: 5000 }];
    server.answer("i-1", status("i-1", { detail: validation({ rows_number: 5001, rows_ok: 1 }, many) }));
    vi.useFakeTimers();
    const table = createFakeTable("big.csv");
    files.answer(() => ({ ok: true, table }));
    await open();
    await chooseFile("big.csv");
    await validate();
    expect(screen.getByShadowText("5000 rows with issues")).toBeTruthy();
    const urls = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:errors");
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fireEvent.click(button("Download Error List as CSV"));
    await settle();
    expect(server.api.errorsCsv).toHaveBeenCalledWith("m-1", "i-1", expect.anything());
    expect(table.rowsCsv).not.toHaveBeenCalled();
    urls.mockRestore();
    click.mockRestore();
  });

  it("'Re-Upload Resolved CSV' reads the new file, keeps the mapping and checks it again", async () => {
    vi.useFakeTimers();
    server.answer("i-1", status("i-1", { detail: validation() }));
    server.answer("i-2", status("i-2", { detail: validation({ rows_ok: 3, skipped_rows: 0 }, []) }));
    const wizard = await open();
    await chooseFile();
    fireEvent.click(screen.getByShadowRole("switch", { name: "Import Accounts" }));
    fireEvent.change(screen.getByShadowRole("combobox", { name: "Name *required" }), {
      target: { value: "Mobile" },
    });
    await validate();
    expect(title()).toBe("Review Import");
    const picker = wizard.shadowRoot.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(picker as HTMLInputElement, {
      target: { files: [new File(["x"], "fixed.csv", { type: "text/csv" })] },
    });
    await settle();
    await advance(500);
    expect(title()).toBe("Import Confirmation");
    expect(files.reads.map((read) => read.source)).toEqual(["people.csv", "fixed.csv"]);
    expect(server.started[1]?.fields_groups.map((group) => group.id)).toEqual(["contacts", "accounts"]);
    expect(server.started[1]?.fields_groups[1]?.fields[0]?.column).toBe("Mobile");
  });
});

describe("summary: 'Import Confirmation' with will be / were (spec 2 §2.2)", () => {
  it("says what will be done, imports on Import, then says what was done and tells the host", async () => {
    server.answer("i-1", status("i-1", { detail: validation() }));
    server.answer(
      "i-2",
      status("i-2", {
        finished: false,
        progress: 0.5,
        pending_seconds: 3,
        detail: validation(),
      }),
      status("i-2", {
        detail: {
          counters: counters({ rows_number: 3, rows_ok: 1, skipped_rows: 2, contacts_created: 1 }),
          summaryErrors: ROW_ERRORS,
          imported: true,
          validateOnly: false,
        },
      }),
    );
    vi.useFakeTimers();
    const wizard = await open();
    await chooseFile();
    await validate();
    expect(title()).toBe("Review Import");
    fireEvent.click(button("Continue without these rows"));
    expect(title()).toBe("Import Confirmation");
    expect(screen.getByShadowText("1 new contact will be created")).toBeTruthy();
    expect(screen.getByShadowText("2 rows skipped due to issues")).toBeTruthy();
    expect(button("Download skipped rows .csv")).toBeTruthy();
    expect(button("Issues report for skipped rows")).toBeTruthy();
    fireEvent.click(button("Import"));
    await settle();
    await advance(500);
    expect(screen.getByShadowText("Processing Data...")).toBeTruthy();
    await advance(500);
    expect(screen.getByShadowText("1 new contact was created")).toBeTruthy();
    expect(server.started[1]).toMatchObject({ skip_invalid_rows: true });
    expect(server.started[1]?.validate_only).toBeUndefined();
    expect(wizard.events.find((event) => event.name === "foyer:import-complete")?.detail).toEqual({
      import_id: "i-2",
      counters: counters({ rows_number: 3, rows_ok: 1, skipped_rows: 2, contacts_created: 1 }),
    });
    fireEvent.click(button("Done"));
    expect(wizard.events.at(-1)).toEqual({ name: "foyer:close", detail: { import_id: "i-2" } });
    expect(screen.getByShadowRole("heading", { name: "Select an import option" })).toBeTruthy();
  });

  it("a failed import shows the detail error text and keeps the summary", async () => {
    server.answer("i-1", status("i-1", { detail: validation({ rows_ok: 3, skipped_rows: 0 }, []) }));
    server.answer(
      "i-2",
      status("i-2", {
        success: false,
        detail: { ...validation({}, []), error: "The database refused the rows; nothing was written." },
      }),
    );
    vi.useFakeTimers();
    const wizard = await open();
    await chooseFile();
    await validate();
    expect(title()).toBe("Import Confirmation");
    await validate();
    expect(screen.getByShadowRole("alert").textContent).toBe(
      "An error occurred importing the fileThe database refused the rows; nothing was written.",
    );
    expect(wizard.events.at(-1)).toEqual({
      name: "foyer:error",
      detail: { message: "The database refused the rows; nothing was written." },
    });
    expect(button("Import")).toBeTruthy();
  });
});

describe("the close button", () => {
  it("emits foyer:close and starts over", async () => {
    const wizard = await open();
    await chooseFile();
    fireEvent.click(button("Close"));
    expect(wizard.events.at(-1)).toEqual({ name: "foyer:close", detail: { import_id: null } });
    expect(screen.getByShadowRole("heading", { name: "Select an import option" })).toBeTruthy();
  });
});
