import { integrationMessages, MASKED_SECRET } from "@foyer/domain";
import { HttpError } from "@foyer/sdk";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FILL_SANDBOX_KEYS } from "../integrations/ConnectionForm.js";
import { SANDBOX } from "../integrations/ConnectStep.js";
import { CHOOSE_SOURCE } from "../integrations/SelectSourceStep.js";
import {
  connection,
  fakeIntegrationsApi,
  job,
  mappingPayload,
  registered,
  renderWizard,
  toasts,
  wizard,
} from "./integration-kit.js";

configure({ asyncUtilTimeout: 5000 });

/*
 * Spec 1 §2 "Integration import wizard with four steps: Select Source, Connect, Preview, Import",
 * §4 its transitions, §5 "Connection form", §8 its messages, §9 "Sync poll interval: 1 second",
 * "only On24 is listed in the source picker"; issue 24 item 5 "Dry run".
 */

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  history.replaceState(null, "", "/");
});

const httpError = (status: number, body: unknown) =>
  new HttpError({ status, method: "POST", url: "http://localhost/api/x", body });

const click = (scope: HTMLElement, name: string | RegExp) =>
  fireEvent.click(within(scope).getByRole("button", { name }));

async function toConnect(api = fakeIntegrationsApi()) {
  const handles = renderWizard(api);
  const picker = await wizard("Select Source");
  fireEvent.click(await within(picker).findByRole("radio", { name: /On24/ }));
  click(picker, "Next");
  const page = await wizard("Connect");
  return { ...handles, page, api };
}

async function toPreview(api = fakeIntegrationsApi()) {
  const handles = await toConnect(api);
  await within(handles.page).findByText(/Choose the connection/);
  click(handles.page, "Next");
  const page = await wizard("Preview");
  await within(page).findByRole("table");
  return { ...handles, page };
}

describe("Select Source", () => {
  it("lists only On24 unless the organization's setting lists every source (spec 1 §9)", async () => {
    renderWizard(fakeIntegrationsApi());
    const picker = await wizard("Select Source");
    const group = await within(picker).findByRole("group", { name: CHOOSE_SOURCE });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["on24"]);
    cleanup();
    renderWizard(fakeIntegrationsApi({ settings: { listAllSources: true, sandbox: false } }));
    const all = await within(await wizard("Select Source")).findAllByRole("radio");
    expect(all.map((radio) => radio.getAttribute("value"))).toEqual(["on24", "cvent-crm", "swoogo-crm"]);
  });

  it("the stepper marks the current of four steps; Next needs a chosen source; Back closes", async () => {
    const api = fakeIntegrationsApi();
    const { onClose } = renderWizard(api);
    const picker = await wizard("Select Source");
    const steps = within(within(picker).getByRole("navigation", { name: "Import steps" })).getAllByRole(
      "listitem",
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      "1Select Source",
      "2Connect",
      "3Preview",
      "4Import",
    ]);
    expect(steps[0]?.getAttribute("aria-current")).toBe("step");
    const on24 = await within(picker).findByRole("radio", { name: /On24/ });
    await waitFor(() => expect(document.activeElement).toBe(on24));
    expect(within(picker).getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
    click(picker, "Back");
    await waitFor(() => expect(onClose).toHaveBeenCalledWith({ eventId: null, synced: false }));
    expect(api.connections).not.toHaveBeenCalled();
  });

  it("without the settings the picker still offers On24 and says so", async () => {
    const api = fakeIntegrationsApi();
    api.settings.mockRejectedValue(httpError(500, {}));
    const { services } = renderWizard(api);
    const picker = await wizard("Select Source");
    expect((await within(picker).findByRole("alert")).textContent).toBe(integrationMessages.settingsFailed);
    expect(within(picker).getAllByRole("radio")).toHaveLength(1);
    expect(registered(services)).toContain(integrationMessages.settingsFailed);
  });
});

describe("Connect", () => {
  it("forward loads the source's connections: valid and invalid ones, the only valid one chosen", async () => {
    const api = fakeIntegrationsApi({
      connections: [
        connection("c-1"),
        connection("c-2", { is_connected: false, last_error: "ON24 refused these keys (401)" }),
      ],
    });
    const { page } = await toConnect(api);
    const list = await within(page).findByRole("list", { name: "Connections" });
    const [valid, invalid] = within(list).getAllByRole("listitem");
    expect(within(valid as HTMLElement).getByText("Valid")).toBeTruthy();
    expect(within(invalid as HTMLElement).getByText("Invalid")).toBeTruthy();
    expect(within(invalid as HTMLElement).getByText("ON24 refused these keys (401)")).toBeTruthy();
    expect((within(valid as HTMLElement).getByRole("radio") as HTMLInputElement).checked).toBe(true);
    expect(within(invalid as HTMLElement).getByRole("radio")).toHaveProperty("disabled", true);
    expect(api.connections).toHaveBeenCalledWith("on24", "org-1");
    expect(within(page).getByRole("button", { name: "Next" })).toHaveProperty("disabled", false);
  });

  it("an empty required field says 'Please fill out the required fields' and sends nothing", async () => {
    const api = fakeIntegrationsApi({ connections: [] });
    const { page } = await toConnect(api);
    const form = await within(page).findByRole("form", { name: "Connect On24" });
    expect(within(form).getByLabelText("Access token secret").getAttribute("type")).toBe("password");
    fireEvent.change(within(form).getByLabelText("Access token key"), { target: { value: "key" } });
    click(form, "Connect");
    expect((await within(form).findByRole("alert")).textContent).toBe(integrationMessages.requiredFields);
    expect(within(form).getByLabelText("Client ID").getAttribute("aria-invalid")).toBe("true");
    expect(api.connect).not.toHaveBeenCalled();
  });

  it("Enter submits the form; 'Connection Created' and the new connection is chosen", async () => {
    const api = fakeIntegrationsApi({ connections: [] });
    const { page, services } = await toConnect(api);
    const form = await within(page).findByRole("form", { name: "Connect On24" });
    fireEvent.change(within(form).getByLabelText("Access token key"), { target: { value: " key " } });
    fireEvent.change(within(form).getByLabelText("Access token secret"), { target: { value: "secret" } });
    fireEvent.change(within(form).getByLabelText("Client ID"), { target: { value: "10" } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(api.connect).toHaveBeenCalledWith("on24", "org-1", {
        accessTokenKey: "key",
        accessTokenSecret: "secret",
        clientId: "10",
      }),
    );
    expect(toasts(services)).toContain(integrationMessages.created);
    const list = await within(page).findByRole("list", { name: "Connections" });
    await waitFor(() => expect((within(list).getByRole("radio") as HTMLInputElement).checked).toBe(true));
  });

  it("a refused connection shows the server's message and is listed as invalid", async () => {
    const api = fakeIntegrationsApi({ connections: [] });
    const refused = connection("c-9", { is_connected: false, last_error: "ON24 answered 401" });
    api.connect.mockImplementation(async () => {
      api.connections.mockResolvedValue([refused]);
      throw httpError(422, { statusCode: 422, code: "UNPROCESSABLE", message: "ON24 refused these keys" });
    });
    const { page, services } = await toConnect(api);
    const form = await within(page).findByRole("form", { name: "Connect On24" });
    for (const label of ["Access token key", "Access token secret", "Client ID"]) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value: "x" } });
    }
    click(form, "Connect");
    expect((await within(form).findByRole("alert")).textContent).toBe("ON24 refused these keys");
    expect(registered(services)).toContain("ON24 refused these keys");
    const list = await within(page).findByRole("list", { name: "Connections" });
    expect(within(list).getByText("Invalid")).toBeTruthy();
    expect(within(page).getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
  });

  it("without a server message: 'There was an issue connecting your integration'", async () => {
    const api = fakeIntegrationsApi({ connections: [] });
    api.connect.mockRejectedValue(httpError(500, "Internal Server Error"));
    const { page } = await toConnect(api);
    const form = await within(page).findByRole("form", { name: "Connect On24" });
    for (const label of ["Access token key", "Access token secret", "Client ID"]) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value: "x" } });
    }
    click(form, "Connect");
    expect((await within(form).findByRole("alert")).textContent).toBe(integrationMessages.connectFailed);
  });

  it("removal asks first: 'Connection Removed'; a failure prefers the server's message", async () => {
    const api = fakeIntegrationsApi({ connections: [connection("c-1"), connection("c-2")] });
    const { page, services } = await toConnect(api);
    await within(page).findByRole("list", { name: "Connections" });
    fireEvent.click(within(page).getByRole("button", { name: /Remove On24 \(Access token key key-c-1/ }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this connection?" });
    api.removeConnection.mockRejectedValueOnce(
      httpError(409, { message: "A sync of this connection is running." }),
    );
    click(confirm, "Remove connection");
    expect((await within(confirm).findByRole("alert")).textContent).toBe(
      "A sync of this connection is running.",
    );
    api.removeConnection.mockRejectedValueOnce(httpError(500, {}));
    click(confirm, "Remove connection");
    await waitFor(() =>
      expect(within(confirm).getByRole("alert").textContent).toBe(integrationMessages.removeFailed),
    );
    click(confirm, "Remove connection");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(toasts(services)).toContain(integrationMessages.removed);
    await waitFor(() => expect(within(page).getAllByRole("radio")).toHaveLength(1));
    expect(api.removeConnection).toHaveBeenLastCalledWith("on24", "org-1", "c-1");
  });

  it("the sandbox is labelled, and 'Fill in sandbox keys' fills the form", async () => {
    const api = fakeIntegrationsApi({
      connections: [],
      settings: {
        listAllSources: false,
        sandbox: true,
        sandboxCredentials: {
          on24: { accessTokenKey: "sandbox-key", accessTokenSecret: "sandbox-secret", clientId: "1" },
        },
      },
    });
    const { page } = await toConnect(api);
    expect(within(page).getByText(SANDBOX)).toBeTruthy();
    expect(within(page).getByText(integrationMessages.sandbox, { exact: false })).toBeTruthy();
    const form = await within(page).findByRole("form", { name: "Connect On24" });
    click(form, FILL_SANDBOX_KEYS);
    expect((within(form).getByLabelText("Access token key") as HTMLInputElement).value).toBe("sandbox-key");
    expect((within(form).getByLabelText("Client ID") as HTMLInputElement).value).toBe("1");
  });

  it("Change keys sends PUT with the id, the masked secret sent back as it came", async () => {
    const api = fakeIntegrationsApi();
    const { page } = await toConnect(api);
    await within(page).findByRole("list", { name: "Connections" });
    fireEvent.click(within(page).getByRole("button", { name: /Change the keys of On24/ }));
    const form = await within(page).findByRole("form", { name: /Change the keys/ });
    fireEvent.change(within(form).getByLabelText("Client ID"), { target: { value: "11" } });
    click(form, "Save keys");
    await waitFor(() =>
      expect(api.updateConnection).toHaveBeenCalledWith("on24", "org-1", {
        id: "c-1",
        accessTokenKey: "key-c-1",
        accessTokenSecret: MASKED_SECRET,
        clientId: "11",
      }),
    );
  });

  it("Back returns to Select Source; forward again clears the chosen connection and loads again", async () => {
    const api = fakeIntegrationsApi({ connections: [connection("c-1"), connection("c-2")] });
    const { page } = await toConnect(api);
    fireEvent.click((await within(page).findAllByRole("radio"))[1] as HTMLElement);
    click(page, "Back");
    const picker = await wizard("Select Source");
    click(picker, "Next");
    const again = await wizard("Connect");
    await waitFor(() => expect(api.connections).toHaveBeenCalledTimes(2));
    await within(again).findByRole("list", { name: "Connections" });
    expect(
      within(again)
        .getAllByRole("radio")
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });
});

describe("Preview and the dry run", () => {
  it("Foyer's events beside the platform's; saved mappings come chosen", async () => {
    const { page, api } = await toPreview();
    expect(api.connectionMappings).toHaveBeenCalledWith("on24", "org-1", "c-1");
    expect(
      (within(page).getByRole("checkbox", { name: "Import Partner Summit" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(page).getByRole("checkbox", { name: "Import Product Webinar" }) as HTMLInputElement).checked,
    ).toBe(false);
    const select = within(page).getByRole("combobox", {
      name: "Foyer event for Partner Summit",
    }) as HTMLSelectElement;
    expect(select.value).toBe("ev-1");
    expect([...select.options].map((option) => option.text)).toEqual(["New event", "Foyer Summit 2027"]);
  });

  it("the dry run says per event what will be created or updated, from → to, with speakers", async () => {
    const { page, api } = await toPreview();
    await waitFor(() => expect(api.preview).toHaveBeenCalledTimes(1));
    expect(await within(page).findByText("Will update Foyer Summit 2027")).toBeTruthy();
    expect(within(page).getByText("Name: Foyer Summit 2027 → Partner Summit")).toBeTruthy();
    expect(
      within(page).getByText("Speakers: 2 to add, 1 to update; 1 speaker without an email"),
    ).toBeTruthy();
    fireEvent.click(within(page).getByRole("checkbox", { name: "Import Product Webinar" }));
    expect(await within(page).findByText("Will create a new event")).toBeTruthy();
    expect(api.preview).toHaveBeenLastCalledWith("on24", "org-1", "c-1", {
      selectedExternalEventIds: ["901", "902"],
      externalEventMappings: [
        { external_event_id: "901", foyer_event_id: null },
        { external_event_id: "902", foyer_event_id: "ev-1" },
      ],
    });
  });

  it("the dry run waits for the choice to settle before it asks", async () => {
    const { page, api } = await toPreview();
    await waitFor(() => expect(api.preview).toHaveBeenCalledTimes(1));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.click(within(page).getByRole("checkbox", { name: "Import Product Webinar" }));
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.click(within(page).getByRole("combobox", { name: "Foyer event for Partner Summit" }));
    fireEvent.change(within(page).getByRole("combobox", { name: "Foyer event for Partner Summit" }), {
      target: { value: "" },
    });
    await act(async () => vi.advanceTimersByTimeAsync(399));
    expect(api.preview).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(api.preview).toHaveBeenCalledTimes(2);
  });

  it("an event the dry run refuses (no dates) is disabled and left out", async () => {
    const { page, api } = await toPreview();
    fireEvent.click(within(page).getByRole("checkbox", { name: "Import Dateless Webinar" }));
    expect(
      await within(page).findByText("This event has no dates on On24: it can't be imported."),
    ).toBeTruthy();
    const box = within(page).getByRole("checkbox", { name: "Import Dateless Webinar" }) as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([false, true]);
    await waitFor(() =>
      expect(api.preview).toHaveBeenLastCalledWith(
        "on24",
        "org-1",
        "c-1",
        expect.objectContaining({
          selectedExternalEventIds: ["902"],
        }),
      ),
    );
  });

  it("no events in range: says so and Import stays off", async () => {
    const api = fakeIntegrationsApi();
    api.connectionMappings.mockResolvedValue({ ...mappingPayload, integration_events: [], mappings: [] });
    const { page } = await toConnect(api);
    await within(page).findByText(/Choose the connection/);
    click(page, "Next");
    const preview = await wizard("Preview");
    expect(
      await within(preview).findByText("On24 has no events from 12 months ago to 18 months ahead."),
    ).toBeTruthy();
    expect(within(preview).getByRole("button", { name: "Import" })).toHaveProperty("disabled", true);
  });

  it("'There was an issue getting connection event mappings', with Try again", async () => {
    const api = fakeIntegrationsApi();
    api.connectionMappings.mockRejectedValueOnce(httpError(500, {}));
    const { page, services } = await toConnect(api);
    await within(page).findByText(/Choose the connection/);
    click(page, "Next");
    const preview = await wizard("Preview");
    expect((await within(preview).findByRole("alert")).textContent).toContain(
      integrationMessages.mappingsFailed,
    );
    expect(registered(services)).toContain(integrationMessages.mappingsFailed);
    click(preview, "Try again");
    expect(await within(preview).findByRole("table")).toBeTruthy();
  });

  it("'There was an issue saving event mappings' returns to Preview with the choice kept", async () => {
    const api = fakeIntegrationsApi();
    api.saveMappings.mockRejectedValueOnce(httpError(500, {}));
    const { page, services } = await toPreview(api);
    fireEvent.click(within(page).getByRole("checkbox", { name: "Import Product Webinar" }));
    click(page, "Import");
    const back = await wizard("Preview");
    expect((await within(back).findByRole("alert")).textContent).toBe(integrationMessages.saveMappingsFailed);
    expect(registered(services)).toContain(integrationMessages.saveMappingsFailed);
    expect(
      (within(back).getByRole("checkbox", { name: "Import Product Webinar" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(api.sync).not.toHaveBeenCalled();
  });
});

describe("Import: the sync and its job (spec 1 §4, §9)", () => {
  it("saves the mappings, starts the sync and polls every second while pending or processing", async () => {
    const api = fakeIntegrationsApi({
      jobs: [
        job("pending", { progress: 0, remainingSeconds: null, latestOperation: "Waiting" }),
        job("processing", {
          counts: { eventsCreated: 1, eventsUpdated: 0, speakersCreated: 3, speakersUpdated: 0 },
        }),
        job("completed", {
          progress: 1,
          eventIds: ["ev-9", "ev-1"],
          counts: { eventsCreated: 1, eventsUpdated: 1, speakersCreated: 5, speakersUpdated: 1 },
          problems: ["Dateless Webinar: no dates on On24"],
        }),
      ],
    });
    const { page, navigate, onClose } = await toPreview(api);
    fireEvent.click(within(page).getByRole("checkbox", { name: "Import Product Webinar" }));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    click(page, "Import");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const importing = screen.getByRole("dialog", { name: /Import$/ });
    expect(api.saveMappings).toHaveBeenCalledWith("on24", "org-1", "c-1", {
      selectedExternalEventIds: ["901", "902"],
      externalEventMappings: [
        { external_event_id: "901", foyer_event_id: null },
        { external_event_id: "902", foyer_event_id: "ev-1" },
      ],
    });
    expect(api.sync).toHaveBeenCalledWith("on24", "org-1", "c-1");
    expect(within(importing).getByRole("button", { name: "Close" })).toHaveProperty("disabled", true);
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(api.progress).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(api.progress).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(api.progress).toHaveBeenCalledTimes(2);
    expect(within(importing).getByText("Importing speakers of Product Webinar")).toBeTruthy();
    expect(
      within(importing).getByText("1 event created, 0 updated; 3 speakers added, 0 updated"),
    ).toBeTruthy();
    expect(within(importing).getByText("0 hour(s) and 1 minute(s) and 5 second(s) remaining")).toBeTruthy();
    expect(within(importing).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(api.progress).toHaveBeenCalledTimes(3);
    // A final status ends the polling.
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(api.progress).toHaveBeenCalledTimes(3);
    expect(within(importing).getByText("Import complete")).toBeTruthy();
    expect(
      within(importing).getByText("1 event created, 1 updated; 5 speakers added, 1 updated"),
    ).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    // Forward from import closes the modal, on the first synced event's dashboard.
    click(importing, "Go to the event");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(navigate).toHaveBeenCalledWith("/event-light/ev-9/dashboard");
    expect(onClose).toHaveBeenCalledWith({ eventId: "ev-9", synced: true });
  });

  it("status error registers 'An error occurred syncing events', returns to Preview and reloads the mappings", async () => {
    const api = fakeIntegrationsApi({
      jobs: [job("error", { error: "ON24 stopped answering; 1 event was kept." })],
    });
    const { page, services, navigate } = await toPreview(api);
    expect(api.connectionMappings).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    click(page, "Import");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(api.progress).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    const back = await wizard("Preview");
    expect((await within(back).findByRole("alert")).textContent).toBe(
      `${integrationMessages.syncFailed}: ON24 stopped answering; 1 event was kept.`,
    );
    expect(registered(services)).toContain(integrationMessages.syncingFailed);
    await waitFor(() => expect(api.connectionMappings).toHaveBeenCalledTimes(2));
    expect(await within(back).findByRole("table")).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a sync that cannot start says 'There was an issue syncing events' with the server's reason", async () => {
    const api = fakeIntegrationsApi();
    api.sync.mockRejectedValueOnce(httpError(409, { message: integrationMessages.syncRunning }));
    const { page, services } = await toPreview(api);
    click(page, "Import");
    const back = await wizard("Preview");
    expect((await within(back).findByRole("alert")).textContent).toBe(
      `${integrationMessages.syncFailed}: ${integrationMessages.syncRunning}`,
    );
    expect(registered(services)).toContain(
      `${integrationMessages.syncFailed}: ${integrationMessages.syncRunning}`,
    );
    expect(api.progress).not.toHaveBeenCalled();
  });

  it("Escape closes the wizard, but not while the import runs", async () => {
    const api = fakeIntegrationsApi({ jobs: [job("processing")] });
    const { page, onClose } = await toPreview(api);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    click(page, "Import");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(api.progress).toHaveBeenCalledTimes(1);
    const importing = screen.getByRole("dialog", { name: /Import$/ });
    fireEvent.keyDown(importing, { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: /Import$/ })).toBeTruthy();
  });
});
