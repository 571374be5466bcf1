import type { AccountHit, ModuleSummary, RecordDetail, SponsorTier } from "@foyer/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { pickOneRecord } from "./record-picker-kit.js";
import { bodyOf } from "./sessions-kit.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Sponsor tiers at /event-light/{eventId}/sponsors/settings/tiers (spec 1 §2 "sponsors (portal,
 * settings/tiers)", issue 7 item 5): tiers as cards in order, sponsors added with the
 * search-and-pick dialog, rename, move, delete, remove with Undo.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const sponsorsModule: ModuleSummary = {
  id: "m-sponsors",
  eventId: "ev-1",
  orgId: "org-1",
  kind: "accounts",
  name: "Sponsors",
  slug: "sponsors",
  recordName: "sponsor",
};
const base = "/modules/m-sponsors/tiers";
const acme = { id: "a-acme", name: "Acme Corp", website: "https://acme.example", email: null };
const globex = { id: "a-globex", name: "Globex", website: "https://globex.example", email: null };
const tier = (id: string, name: string, sponsors = [] as SponsorTier["sponsors"], position = 0) => ({
  id,
  name,
  position,
  sponsors,
});
const gold = tier("t-gold", "Gold", [acme]);
const silver = tier("t-silver", "Silver", [], 1);

function open(tiers: SponsorTier[] | Routes[string], routes: Routes = {}) {
  return openSignedIn("/event-light/ev-1/sponsors/settings/tiers", {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([sponsorsModule]),
    [`GET ${base}`]: typeof tiers === "function" ? tiers : ok(tiers),
    ...routes,
  });
}

const cardNames = () =>
  screen
    .queryAllByRole("region")
    .filter((region) => region.classList.contains("tier-card"))
    .map((card) => card.querySelector("h2")?.textContent ?? "");
const sponsorNames = (card: HTMLElement) =>
  within(card)
    .queryAllByRole("link")
    .map((link) => link.textContent);

describe("the tiers page", () => {
  it("shows the tiers as cards in order, each with its sponsors' names and websites", async () => {
    open([gold, silver]);
    expect(
      await screen.findByRole("heading", { name: "Sponsor tiers", level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(["Gold", "Silver"]));
    const goldCard = screen.getByRole("region", { name: "Gold" });
    expect(sponsorNames(goldCard)).toEqual(["Acme Corp"]);
    expect(within(goldCard).getByRole("link", { name: "Acme Corp" }).getAttribute("href")).toBe(
      "/event-light/ev-1/account/a-acme",
    );
    expect(goldCard.textContent).toContain("https://acme.example");
    expect(goldCard.textContent).toContain("1 sponsor");
    expect(screen.getByRole("region", { name: "Silver" }).textContent).toContain(
      "No sponsors in this tier yet.",
    );
    expect(screen.getByRole("button", { name: "Move Gold up" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Move Silver down" }).hasAttribute("disabled")).toBe(true);
  });

  it("says 'No tiers yet' with the add action when there are none", async () => {
    open([]);
    expect(await screen.findByRole("heading", { name: "No tiers yet" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText("New tier")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add tier" })).toBeTruthy();
  });

  it("a failed load says so and tries again", async () => {
    let calls = 0;
    open(() => {
      calls++;
      return calls === 1
        ? { status: 500, body: { statusCode: 500, code: "INTERNAL_ERROR", message: "boom" } }
        : { status: 200, body: { payload: [gold] } };
    });
    expect(
      await screen.findByText("An error occurred getting the sponsor tiers.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(cardNames()).toEqual(["Gold"]));
  });

  it("the sponsors list links to its tiers", async () => {
    openSignedIn("/event-light/ev-1/sponsors", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /event/ev-1/modules": ok([sponsorsModule]),
      "GET /modules/m-sponsors/records": ok({ records: [], total: 0, page: 1, pageSize: 50, columns: [] }),
    });
    const link = await screen.findByRole("link", { name: "Tiers" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("/event-light/ev-1/sponsors/settings/tiers");
  });
});

describe("adding, renaming, moving and deleting tiers", () => {
  it("adds a tier with Enter; a taken name is refused before asking, and the error clears on typing", async () => {
    let sent: Record<string, unknown> | null = null;
    open([gold], {
      [`POST ${base}`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 201, body: { payload: tier("t-new", String(sent.name), [], 1) } };
      },
    });
    const field = await screen.findByLabelText("New tier", {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: " gold " } });
    await act(async () => {
      fireEvent.submit(field.closest("form") as HTMLFormElement);
    });
    expect((await screen.findByRole("alert")).textContent).toBe("A tier named “gold” already exists.");
    expect(sent).toBeNull();
    fireEvent.change(field, { target: { value: "Silver" } });
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => {
      fireEvent.submit(field.closest("form") as HTMLFormElement);
    });
    expect(sent).toEqual({ name: "Silver" });
    await waitFor(() => expect(cardNames()).toEqual(["Gold", "Silver"]));
    expect((field as HTMLInputElement).value).toBe("");
  });

  it("shows the server's sentence when it refuses a name", async () => {
    open([], {
      [`POST ${base}`]: () => ({
        status: 409,
        body: { statusCode: 409, code: "VALIDATION_ERROR", message: "A tier named “Gold” already exists." },
      }),
    });
    const field = await screen.findByLabelText("New tier", {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: "Gold" } });
    await act(async () => {
      fireEvent.submit(field.closest("form") as HTMLFormElement);
    });
    expect((await screen.findByRole("alert")).textContent).toBe("A tier named “Gold” already exists.");
  });

  it("renames in place: Enter saves, Escape cancels and gives the focus back", async () => {
    let sent: Record<string, unknown> = {};
    open([gold, silver], {
      [`PUT ${base}/t-silver`]: async (request) => {
        sent = await bodyOf(request);
        return { status: 200, body: { payload: { ...silver, name: sent.name } } };
      },
    });
    const rename = await screen.findByRole("button", { name: "Rename Silver" }, { timeout: 5000 });
    fireEvent.click(rename);
    const field = screen.getByLabelText("Name of Silver");
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: "Escape" });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Rename Silver" })),
    );
    fireEvent.click(screen.getByRole("button", { name: "Rename Silver" }));
    fireEvent.change(screen.getByLabelText("Name of Silver"), { target: { value: "Platinum" } });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText("Name of Silver").closest("form") as HTMLFormElement);
    });
    expect(sent).toEqual({ name: "Platinum" });
    await waitFor(() => expect(cardNames()).toEqual(["Gold", "Platinum"]));
  });

  it("moves a tier with the keyboard-reachable buttons, and the focus follows it", async () => {
    let order: unknown;
    open([gold, silver], {
      [`PUT ${base}/order`]: async (request) => {
        order = (await bodyOf(request)).tierIds;
        return {
          status: 200,
          body: {
            payload: [
              { ...silver, position: 0 },
              { ...gold, position: 1 },
            ],
          },
        };
      },
    });
    const down = await screen.findByRole("button", { name: "Move Gold down" }, { timeout: 5000 });
    down.focus();
    await act(async () => {
      fireEvent.click(down);
    });
    expect(order).toEqual(["t-gold", "t-silver"].reverse());
    await waitFor(() => expect(cardNames()).toEqual(["Silver", "Gold"]));
    // Gold is last now: its down button is disabled, so the focus is on its up button.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Gold up" })),
    );
  });

  it("deletes a tier after the shared confirm dialog says its sponsors stay", async () => {
    const api = open([gold, silver], { [`DELETE ${base}/t-gold`]: ok({ id: "t-gold", untiered: 1 }) });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Gold" }, { timeout: 5000 }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete the tier Gold?" });
    expect(dialog.textContent).toContain(
      "Its sponsors stay in the event. 1 sponsor will have no tier afterwards.",
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete tier" }));
    });
    await waitFor(() => expect(cardNames()).toEqual(["Silver"]));
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "Gold has been deleted. Its 1 sponsor stay in the event.",
    );
  });
});

describe("sponsors in a tier", () => {
  it("adds sponsors with the search-and-pick dialog in sponsor mode, using the keyboard", async () => {
    const hits: AccountHit[] = [
      {
        kind: "account",
        id: "a-globex",
        name: "Globex",
        moduleId: "m-sponsors",
        moduleSlug: "sponsors",
        website: "https://globex.example",
        portalName: null,
      },
    ];
    let added: Record<string, unknown> = {};
    let searched = "";
    const api = open([gold, silver], {
      "GET /account/list/ev-1/search": (request) => {
        searched = new URL(request.url).searchParams.get("moduleSlug") ?? "";
        return { status: 200, body: { payload: hits } };
      },
      [`POST ${base}/t-silver/accounts`]: async (request) => {
        added = await bodyOf(request);
        return { status: 200, body: { payload: [gold, { ...silver, sponsors: [globex] }] } };
      },
    });
    const card = await screen.findByRole("region", { name: "Silver" }, { timeout: 5000 });
    await pickOneRecord(card, { opener: "Add Sponsors", search: "glo" });
    expect(searched).toBe("sponsors");
    await waitFor(() => expect(added).toEqual({ accountIds: ["a-globex"] }));
    await waitFor(() => expect(sponsorNames(card)).toEqual(["Globex"]));
    expect(api.services.toasts.get().toasts.map((toast) => toast.message)).toContain(
      "Added 1 sponsor to Silver.",
    );
  });

  it("removes a sponsor, and Undo puts it back where it was", async () => {
    const withBoth = { ...gold, sponsors: [acme, globex] };
    const calls: string[] = [];
    const api = open([withBoth], {
      [`DELETE ${base}/t-gold/accounts/a-acme`]: () => {
        calls.push("remove");
        return { status: 200, body: { payload: [{ ...gold, sponsors: [globex] }] } };
      },
      [`POST ${base}/t-gold/accounts`]: () => {
        calls.push("add");
        return { status: 200, body: { payload: [{ ...gold, sponsors: [globex, acme] }] } };
      },
      [`PUT ${base}/t-gold/accounts/order`]: async (request) => {
        calls.push(`order ${JSON.stringify((await bodyOf(request)).accountIds)}`);
        return { status: 200, body: { payload: [withBoth] } };
      },
    });
    const card = await screen.findByRole("region", { name: "Gold" }, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(within(card).getByRole("button", { name: "Remove Acme Corp from Gold" }));
    });
    await waitFor(() => expect(sponsorNames(card)).toEqual(["Globex"]));
    expect(api.services.snackbar.get().current?.message).toBe("Acme Corp is no longer in Gold.");
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Undo" }));
    });
    await waitFor(() => expect(sponsorNames(card)).toEqual(["Acme Corp", "Globex"]));
    expect(calls).toEqual(["remove", "add", 'order ["a-acme","a-globex"]']);
  });

  it("a failed change says why on its tier's card", async () => {
    open([gold], {
      [`DELETE ${base}/t-gold/accounts/a-acme`]: () => ({
        status: 404,
        body: { statusCode: 404, code: "NOT_FOUND", message: "This sponsor is not in this tier." },
      }),
    });
    const card = await screen.findByRole("region", { name: "Gold" }, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(within(card).getByRole("button", { name: "Remove Acme Corp from Gold" }));
    });
    expect((await within(card).findByRole("alert")).textContent).toBe("This sponsor is not in this tier.");
  });

  it("a member who may only read sees the tiers and sponsors but no controls", async () => {
    openSignedIn("/event-light/ev-1/sponsors/settings/tiers", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /event/ev-1/modules": ok([sponsorsModule]),
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "sponsors_read" }],
      }),
      [`GET ${base}`]: ok([gold]),
    });
    const card = await screen.findByRole("region", { name: "Gold" }, { timeout: 5000 });
    expect(sponsorNames(card)).toEqual(["Acme Corp"]);
    expect(within(card).queryByRole("button")).toBeNull();
    expect(screen.queryByLabelText("New tier")).toBeNull();
    expect(document.querySelector('[data-foyer-widget="record-picker"]')).toBeNull();
  });

  it("a member without read on sponsors gets the permission screen", async () => {
    openSignedIn("/event-light/ev-1/sponsors/settings/tiers", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "contacts_read" }],
        isMember: true,
      }),
    });
    expect(
      await screen.findByText("You don't have permission to view this section!", {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe("the sponsor's record page", () => {
  const detail = (id: string, name: string): RecordDetail => ({
    type: "account",
    id,
    eventId: "ev-1",
    orgId: "org-1",
    module: sponsorsModule,
    name,
    fields: [],
    values: {},
    account: null,
    userId: null,
    createdAt: "2027-01-02T10:00:00.000Z",
    updatedAt: "2027-01-02T10:00:00.000Z",
    createdByImport: null,
    historyTypes: [],
  });

  it("shows the sponsor's tier, linking to the tiers page; an untiered sponsor shows none", async () => {
    const routes = {
      "GET /user/me/events": ok([summitEvent]),
      [`GET ${base}`]: ok([gold]),
      "GET /event/ev-1/account/a-acme": ok(detail("a-acme", "Acme Corp")),
      "GET /event/ev-1/account/a-globex": ok(detail("a-globex", "Globex")),
    };
    openSignedIn("/event-light/ev-1/account/a-acme", routes);
    const link = await screen.findByRole("link", { name: "Gold" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("/event-light/ev-1/sponsors/settings/tiers");
    expect(link.closest("p")?.textContent).toContain("Tier: Gold");
    cleanup();
    const api = openSignedIn("/event-light/ev-1/account/a-globex", routes);
    expect(await screen.findByRole("heading", { name: "Globex", level: 1 }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain(`GET ${base}`));
    // The note is busy until the tiers have loaded: then "no tier" is the answer, not a wait.
    await waitFor(() => expect(document.querySelector(".sponsor-tier-note[aria-busy]")).toBeNull());
    expect(screen.queryByText(/Tier:/)).toBeNull();
  });
});
