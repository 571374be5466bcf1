import type { FormField, UploadedFile } from "@foyer/domain";
import { createMemoryStorage, type FoyerSdk, type UploadOptions } from "@foyer/sdk";
import { act, fireEvent, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createFakeApi,
  createTestSdk,
  type FakeApi,
  makeForm,
  renderForm,
  submissionProps,
  unmountForms,
} from "./form-test-kit.js";

afterEach(() => {
  unmountForms();
  vi.restoreAllMocks();
});

const text = (
  id: string,
  label: string,
  type: FormField["type"],
  extra: Partial<FormField> = {},
): FormField => ({
  id,
  type,
  label,
  required: false,
  ...extra,
});

/** One step holding `fields`; renders the form and waits for it. */
async function openForm(
  fields: FormField[],
  sdkFor: (api: FakeApi) => FoyerSdk = (api) => createTestSdk(api),
) {
  const api = createFakeApi([makeForm([{ id: "only", title: "Your answers", fields }])]);
  const sdk = sdkFor(api);
  const view = renderForm(submissionProps(), { sdk });
  await screen.findByShadowRole("button", { name: "Submit" });
  // Lazily loaded controls (dropdowns, dates, uploads) replace their placeholder once loaded
  // (React holds a shown fallback briefly before revealing the content).
  await waitFor(() => expect(view.shadowRoot.querySelector(".foyer-input--loading")).toBeNull(), {
    timeout: 2000,
  });
  return { api, sdk, view };
}

/** Submits and answers the values the client sent. */
async function submitAndRead(api: FakeApi): Promise<Record<string, unknown>> {
  fireEvent.click(screen.getByShadowRole("button", { name: "Submit" }));
  await screen.findByShadowText("Thanks for your proposal.");
  // The final submit: a POST, or a PUT when a draft was saved first (a slow run passes 800 ms).
  const sent = [
    ...api.requestsTo("POST", /\/submissions$/),
    ...api.requestsTo("PUT", /\/submissions\/[^/]+$/),
  ]
    .map((request) => request.body as { values: Record<string, unknown>; status?: string } | undefined)
    .filter((body) => body?.status === "submitted")
    .at(-1);
  return sent?.values ?? {};
}

function type(label: string | RegExp, value: string) {
  const input = screen.getByShadowLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

function fakeUploads(sdk: FoyerSdk) {
  const upload = vi.fn(
    async (file: File, _options?: UploadOptions): Promise<UploadedFile> => ({
      uploadId: `upload-${file.name}`,
      name: file.name,
      size: file.size,
      type: file.type,
      url: `https://files.foyer.test/${file.name}`,
    }),
  );
  sdk.api.forms.upload = upload;
  return upload;
}

describe("spec 2 §3 Form field result shapes", () => {
  it("text, textarea and email: the typed text", async () => {
    const { api } = await openForm([
      text("title", "Title", "text"),
      text("abstract", "Abstract", "textarea"),
      text("contact", "Contact email", "email"),
    ]);
    type("Title", "Signals in practice");
    type("Abstract", "Line one\nLine two");
    type("Contact email", " ada@foyer.demo ");
    expect(await submitAndRead(api)).toEqual({
      title: "Signals in practice",
      abstract: "Line one\nLine two",
      contact: "ada@foyer.demo",
    });
  });

  it("number with decimal setting 2: two decimals", async () => {
    const { api } = await openForm([text("duration", "Length", "number", { decimals: 2 })]);
    const input = type("Length", "2.5");
    expect(input.value).toBe("2.50");
    expect(await submitAndRead(api)).toEqual({ duration: 2.5 });
  });

  it("number: more decimals than the setting is refused beside the field", async () => {
    await openForm([text("duration", "Length", "number", { decimals: 2 })]);
    type("Length", "2.555");
    fireEvent.click(screen.getByShadowRole("button", { name: "Submit" }));
    expect(await screen.findByShadowText("Use at most 2 decimals")).toBeTruthy();
  });

  it("currency: USD, strips '$' and keeps at most 2 decimals", async () => {
    const { api } = await openForm([text("budget", "Travel budget", "currency")]);
    const input = type("Travel budget", "$1,250.5");
    expect(input.value).toBe("1250.50");
    expect(await submitAndRead(api)).toEqual({ budget: 1250.5 });
  });

  it("percent: the number is the percentage (0.5 means 0.5%)", async () => {
    const { api } = await openForm([text("share", "Share", "percent")]);
    type("Share", "0.5%");
    expect(await submitAndRead(api)).toEqual({ share: 0.5 });
  });

  it("date: YYYY-MM-DD, typed", async () => {
    const { api } = await openForm([text("setup", "Set-up date", "date")]);
    type("Set-up date", "2025-06-01");
    expect(await submitAndRead(api)).toEqual({ setup: "2025-06-01" });
  });

  it("date: a date that is not YYYY-MM-DD is refused with 'Enter a date as YYYY-MM-DD'", async () => {
    await openForm([text("setup", "Set-up date", "date")]);
    type("Set-up date", "06/01/2025");
    fireEvent.click(screen.getByShadowRole("button", { name: "Submit" }));
    expect(await screen.findByShadowText("Enter a date as YYYY-MM-DD")).toBeTruthy();
  });

  it("date: YYYY-MM-DD, picked from the calendar with the keyboard", async () => {
    const { api } = await openForm([text("setup", "Set-up date", "date")]);
    type("Set-up date", "2025-06-01");
    const opener = screen.getByShadowRole("button", { name: "Choose date for Set-up date" });
    fireEvent.click(opener);
    const grid = await screen.findByShadowRole("grid", { name: "June 2025" });
    const selected = screen.getByShadowRole("gridcell", { name: "Sun, Jun 1, 2025" });
    expect(selected.getAttribute("aria-selected")).toBe("true");
    // Focus moves into the grid, on the chosen day.
    await waitFor(() => expect(deepActive()).toBe(selected));
    fireEvent.keyDown(grid, { key: "ArrowRight" });
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    await waitFor(() => expect(deepActive()?.getAttribute("aria-label")).toBe("Mon, Jun 9, 2025"));
    fireEvent.keyDown(grid, { key: "Enter" });
    expect(screen.queryByShadowRole("grid")).toBeNull();
    // Focus returns to the button that opened the calendar.
    expect(deepActive()).toBe(opener);
    expect((screen.getByShadowLabelText("Set-up date") as HTMLInputElement).value).toBe("2025-06-09");
    expect(await submitAndRead(api)).toEqual({ setup: "2025-06-09" });
  });

  it("time: HH:mm", async () => {
    const { api } = await openForm([text("start", "Preferred start", "time")]);
    type("Preferred start", "09:30");
    expect(await submitAndRead(api)).toEqual({ start: "09:30" });
  });

  it("datetime: {iso, formatted}, using the field's timezone", async () => {
    const { api } = await openForm([
      text("arrival", "Arrival", "datetime", { timezone: "America/New_York" }),
    ]);
    expect(screen.getByShadowText("Time zone: America/New_York")).toBeTruthy();
    type("Date", "2025-06-02");
    type("Time", "09:30");
    expect(await submitAndRead(api)).toEqual({
      arrival: { iso: "2025-06-02T13:30:00.000Z", formatted: "Mon, Jun 2, 2025, 9:30 AM EDT" },
    });
  });

  it("datetime: {iso, formatted}, using a guessed timezone when the field has none", async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: "Asia/Tokyo" };
    });
    const { api } = await openForm([text("arrival", "Arrival", "datetime")]);
    expect(screen.getByShadowText("Time zone: Asia/Tokyo")).toBeTruthy();
    type("Date", "2025-06-02");
    type("Time", "09:30");
    const values = await submitAndRead(api);
    expect(values.arrival).toEqual({
      iso: "2025-06-02T00:30:00.000Z",
      formatted: expect.stringContaining("9:30 AM"),
    });
  });

  it("toggle and checkbox: booleans", async () => {
    const { api } = await openForm([
      text("av", "I need audio/video equipment", "toggle"),
      text("coc", "I agree to the code of conduct", "checkbox", { required: true }),
    ]);
    const toggle = screen.getByShadowRole("switch", { name: "I need audio/video equipment" });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByShadowRole("checkbox", { name: "I agree to the code of conduct" }));
    expect(await submitAndRead(api)).toEqual({ av: true, coc: true });
  });

  it("radioList: the chosen option's value", async () => {
    const { api } = await openForm([
      text("format", "Format", "radioList", {
        options: [
          { value: "talk", label: "Talk (30 min)" },
          { value: "panel", label: "Panel" },
        ],
      }),
    ]);
    expect(screen.getByShadowRole("radiogroup", { name: "Format" })).toBeTruthy();
    fireEvent.click(screen.getByShadowRole("radio", { name: "Panel" }));
    expect(await submitAndRead(api)).toEqual({ format: "panel" });
  });

  it("dropdown: records, single", async () => {
    const { api } = await openForm([
      text("level", "Audience level", "dropdown", {
        options: [
          { value: "beginner", label: "Beginner" },
          { value: "advanced", label: "Advanced" },
        ],
      }),
    ]);
    const combobox = screen.getByShadowRole("combobox", { name: /Audience level/ });
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    fireEvent.keyDown(combobox, { key: "ArrowDown" });
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(combobox.textContent).toBe("Advanced");
    expect(await submitAndRead(api)).toEqual({ level: [{ value: "advanced", label: "Advanced" }] });
  });

  it("dropdown: records, multiple", async () => {
    const { api } = await openForm([
      text("diet", "Dietary needs", "dropdown", {
        multiple: true,
        options: [
          { value: "vegan", label: "Vegan" },
          { value: "halal", label: "Halal" },
          { value: "kosher", label: "Kosher" },
        ],
      }),
    ]);
    const combobox = screen.getByShadowRole("combobox", { name: /Dietary needs/ });
    fireEvent.click(combobox);
    fireEvent.click(await screen.findByShadowRole("option", { name: "Kosher" }));
    fireEvent.click(screen.getByShadowRole("option", { name: "Vegan" }));
    expect(screen.getByShadowRole("listbox").getAttribute("aria-multiselectable")).toBe("true");
    expect(screen.getByShadowRole("option", { name: "Vegan" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(combobox, { key: "Escape" });
    fireEvent.click(screen.getByShadowRole("button", { name: "Remove Kosher" }));
    fireEvent.click(combobox);
    fireEvent.click(await screen.findByShadowRole("option", { name: "Halal" }));
    fireEvent.keyDown(combobox, { key: "Escape" });
    expect(await submitAndRead(api)).toEqual({
      diet: [
        { value: "vegan", label: "Vegan" },
        { value: "halal", label: "Halal" },
      ],
    });
  });

  it("countries: records of ISO alpha-2 codes, names from countryName, found by type-ahead", async () => {
    const { api } = await openForm([text("country", "Country", "countries")]);
    const combobox = screen.getByShadowRole("combobox", { name: /Country/ });
    for (const key of ["F", "r", "a"]) fireEvent.keyDown(combobox, { key });
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(combobox.textContent).toBe("France");
    expect(await submitAndRead(api)).toEqual({ country: [{ value: "FR", label: "France" }] });
  });

  it("usPhone: '+1 (xxx) xxx-xxxx'", async () => {
    const { api } = await openForm([text("phone", "Mobile phone", "usPhone")]);
    const input = type("Mobile phone", "555 123 4567");
    expect(input.value).toBe("+1 (555) 123-4567");
    expect(await submitAndRead(api)).toEqual({ phone: "+1 (555) 123-4567" });
  });

  it("eventDays: days between the event's date_from and date_to, sorted 'YYYY-MM-DD'[]", async () => {
    const { api } = await openForm([text("days", "Days you can present", "eventDays")]);
    const days = screen.getAllByShadowRole("checkbox");
    expect(days.map((day) => day.getAttribute("value"))).toEqual(["2025-06-02", "2025-06-03", "2025-06-04"]);
    fireEvent.click(screen.getByShadowRole("checkbox", { name: "Wed, Jun 4, 2025" }));
    fireEvent.click(screen.getByShadowRole("checkbox", { name: "Mon, Jun 2, 2025" }));
    expect(await submitAndRead(api)).toEqual({ days: ["2025-06-02", "2025-06-04"] });
  });

  it("file and image: items with uploadId, uploaded first", async () => {
    let upload: ReturnType<typeof fakeUploads> | undefined;
    const { api } = await openForm(
      [text("slides", "Draft slides", "file", { maxFiles: 3 }), text("headshot", "Headshot", "image")],
      (fake) => {
        const sdk = createTestSdk(fake);
        upload = fakeUploads(sdk);
        return sdk;
      },
    );
    const slides = screen.getByShadowLabelText(/Draft slides/) as HTMLInputElement;
    expect(slides.type).toBe("file");
    expect(slides.multiple).toBe(true);
    fireEvent.change(slides, {
      target: { files: [new File(["a"], "a.pdf", { type: "application/pdf" }), new File(["bb"], "b.pdf")] },
    });
    const headshot = screen.getByShadowLabelText(/Headshot/) as HTMLInputElement;
    expect(headshot.accept).toContain("image/png");
    fireEvent.change(headshot, { target: { files: [new File(["img"], "me.png", { type: "image/png" })] } });
    expect(await screen.findByShadowText("me.png")).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(3);
    const values = await submitAndRead(api);
    expect(values.slides).toEqual([
      expect.objectContaining({ uploadId: "upload-a.pdf", name: "a.pdf" }),
      expect.objectContaining({ uploadId: "upload-b.pdf", name: "b.pdf" }),
    ]);
    expect(values.headshot).toEqual([expect.objectContaining({ uploadId: "upload-me.png" })]);
  });

  it("attendee-photo: photoUrl and file", async () => {
    const { api } = await openForm([text("photo", "Speaker photo", "photo")], (fake) => {
      const sdk = createTestSdk(fake);
      fakeUploads(sdk);
      return sdk;
    });
    fireEvent.change(screen.getByShadowLabelText(/Speaker photo/), {
      target: { files: [new File(["img"], "me.jpg", { type: "image/jpeg" })] },
    });
    expect(await screen.findByShadowRole("button", { name: "Remove photo" })).toBeTruthy();
    expect(await submitAndRead(api)).toEqual({
      photo: {
        photoUrl: "https://files.foyer.test/me.jpg",
        file: expect.objectContaining({ uploadId: "upload-me.jpg", name: "me.jpg" }),
      },
    });
  });
});

function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe("spec 2 §5 Upload", () => {
  async function openUpload(field: FormField) {
    let upload: ReturnType<typeof fakeUploads> | undefined;
    const opened = await openForm([field], (fake) => {
      const sdk = createTestSdk(fake);
      upload = fakeUploads(sdk);
      return sdk;
    });
    return { ...opened, upload: upload as ReturnType<typeof fakeUploads> };
  }

  it("Limit 2 GB: 'We accept files up to 2GB.'", async () => {
    const { upload } = await openUpload(text("slides", "Draft slides", "file"));
    const huge = new File(["x"], "huge.mov");
    Object.defineProperty(huge, "size", { value: 2_147_483_649 });
    fireEvent.change(screen.getByShadowLabelText(/Draft slides/), { target: { files: [huge] } });
    expect((await screen.findByShadowRole("alert")).textContent).toBe("We accept files up to 2GB.");
    expect(upload).not.toHaveBeenCalled();
  });

  it("Photo picker default accepted types: jpeg, svg, bmp, png", async () => {
    const { upload } = await openUpload(text("headshot", "Headshot", "image"));
    const input = screen.getByShadowLabelText(/Headshot/) as HTMLInputElement;
    for (const type of ["image/jpeg", "image/svg+xml", "image/bmp", "image/png"])
      expect(input.accept).toContain(type);
    fireEvent.change(input, { target: { files: [new File(["gif"], "anim.gif", { type: "image/gif" })] } });
    expect((await screen.findByShadowRole("alert")).textContent).toBe(
      "Choose a JPEG, SVG, BMP or PNG image.",
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("max files: at most maxFiles, the rest refused with a message", async () => {
    const { upload } = await openUpload(text("slides", "Draft slides", "file", { maxFiles: 2 }));
    const files = ["1.pdf", "2.pdf", "3.pdf"].map((name) => new File(["x"], name));
    fireEvent.change(screen.getByShadowLabelText(/Draft slides/), { target: { files } });
    expect((await screen.findByShadowRole("alert")).textContent).toBe("You can upload at most 2 files.");
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it("shows progress while uploading and Cancel aborts the upload", async () => {
    const api = createFakeApi([
      makeForm([{ id: "only", title: "Files", fields: [text("slides", "Draft slides", "file")] }]),
    ]);
    const sdk = createTestSdk(api, createMemoryStorage());
    let seen: UploadOptions | undefined;
    sdk.api.forms.upload = vi.fn(
      (_file: File, options?: UploadOptions) =>
        new Promise<UploadedFile>((_resolve, reject) => {
          seen = options;
          options?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    );
    renderForm(submissionProps(), { sdk });
    fireEvent.change(await screen.findByShadowLabelText(/Draft slides/), {
      target: { files: [new File(["x"], "talk.key")] },
    });
    act(() => seen?.onProgress?.(50, 200));
    const progress = (await screen.findByShadowRole("progressbar", {
      name: "Uploading talk.key",
    })) as HTMLProgressElement;
    expect(progress.value).toBe(25);
    fireEvent.click(screen.getByShadowRole("button", { name: "Submit" }));
    expect(await screen.findByShadowText("Please wait for your files to finish uploading.")).toBeTruthy();
    fireEvent.click(screen.getByShadowRole("button", { name: "Cancel upload of talk.key" }));
    expect(seen?.signal?.aborted).toBe(true);
    expect(screen.queryByShadowRole("progressbar")).toBeNull();
  });

  it("the file input is a real, focusable <input type=file> (not display:none)", async () => {
    const { view } = await openUpload(text("slides", "Draft slides", "file"));
    const input = screen.getByShadowLabelText(/Draft slides/) as HTMLInputElement;
    input.focus();
    expect(view.shadowRoot.activeElement).toBe(input);
    expect(input.tabIndex).toBe(0);
    expect(input.hidden).toBe(false);
  });
});

describe("spec 2 §5 Value helpers: required fields show a red asterisk", () => {
  it("marks required fields with an aria-hidden asterisk and aria-required", async () => {
    await openForm([
      text("title", "Title", "text", { required: true }),
      text("company", "Company", "text"),
      text("level", "Level", "dropdown", { required: true, options: [{ value: "a", label: "A" }] }),
    ]);
    const title = screen.getByShadowLabelText("Title");
    expect(title.getAttribute("aria-required")).toBe("true");
    const mark = title.closest(".foyer-field")?.querySelector(".foyer-required");
    expect(mark?.textContent).toBe("*");
    expect(mark?.getAttribute("aria-hidden")).toBe("true");
    const company = screen.getByShadowLabelText("Company");
    expect(company.getAttribute("aria-required")).toBeNull();
    expect(company.closest(".foyer-field")?.querySelector(".foyer-required")).toBeNull();
    expect(screen.getByShadowRole("combobox", { name: /Level/ }).getAttribute("aria-required")).toBe("true");
  });
});

describe("spec 2 §5: select options with no matching label show '(Unknown value)'", () => {
  it("shows '(Unknown value)' for a stored value that is not among the options", async () => {
    const form = makeForm([
      {
        id: "only",
        title: "Talk",
        fields: [
          text("level", "Audience level", "dropdown", {
            options: [{ value: "beginner", label: "Beginner" }],
          }),
          text("format", "Format", "radioList", { options: [{ value: "talk", label: "Talk" }] }),
        ],
      },
    ]);
    const api = createFakeApi([form]);
    api.seed({
      submission: {
        id: "old-1",
        form_id: form.id,
        status: "draft",
        values: { level: [{ value: "expert", label: "Expert" }], format: "keynote" },
        created_at: "2025-04-01T00:00:00.000Z",
        updated_at: "2025-04-01T00:00:00.000Z",
        submitted_at: null,
      },
      userId: null,
      editToken: "token-old",
    });
    const storage = createMemoryStorage();
    storage.setItem("foyer:draft:form-1", JSON.stringify({ submissionId: "old-1", editToken: "token-old" }));
    renderForm(submissionProps(), { sdk: createTestSdk(api, storage) });
    const combobox = await screen.findByShadowRole("combobox", { name: /Audience level/ });
    expect(combobox.textContent).toBe("(Unknown value)");
    expect(screen.getByShadowText("Current answer: (Unknown value)")).toBeTruthy();
  });
});
