import type { EventTag, RecordDetail, RecordTag } from "@foyer/domain";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 7 item 5 "Fields and tags": the tags page (/event-light/{eventId}/tags: list, create,
 * rename and recolour in place, delete naming the count, empty state) and a record's tag chips
 * with their "Add tag" combobox.
 */

// The event area is a lazy chunk: its first load in a busy run takes more than the default second.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const tag = (id: string, name: string, color = "#1971c2", recordCount = 0): EventTag => ({
  id,
  name,
  color,
  recordCount,
});

const contactsModule = {
  id: "m-contacts",
  eventId: "ev-1",
  orgId: "org-1",
  kind: "contacts" as const,
  name: "Contacts",
  slug: "contacts",
  recordName: "contact",
};

function open(path: string, routes: Routes = {}) {
  return openSignedIn(`/event-light/ev-1/${path}`, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([contactsModule]),
    ...routes,
  });
}

const bodyOf = async (request: Request) => (await request.json()) as Record<string, unknown>;
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".tags-list__name")?.textContent);

describe("the tags page", () => {
  it("lists the tags with their colour and count; an event without tags says so", async () => {
    open("tags", {
      "GET /events/ev-1/tags": ok([
        tag("t-press", "Press", "#e03131", 1),
        tag("t-vip", "VIP", "#2f9e44", 12),
      ]),
    });
    const list = await screen.findByRole("list", { name: "Tags" });
    expect(names(list)).toEqual(["Press", "VIP"]);
    expect(list.textContent).toContain("1 record");
    expect(list.textContent).toContain("12 records");
    cleanup();
    open("tags", { "GET /events/ev-1/tags": ok([]) });
    expect(await screen.findByRole("heading", { name: "No tags yet" })).toBeTruthy();
  });

  it("adds a tag with a colour picked from the palette; a taken name shows the server's sentence", async () => {
    let sent: Record<string, unknown> = {};
    open("tags", {
      "GET /events/ev-1/tags": ok([tag("t-vip", "VIP")]),
      "POST /events/ev-1/tags": async (request) => {
        sent = await bodyOf(request);
        if (String(sent.name).toLowerCase() === "vip") {
          return {
            status: 409,
            body: { statusCode: 409, code: "VALIDATION_ERROR", message: 'A tag named "vip" already exists' },
          };
        }
        return { status: 201, body: { payload: tag("t-new", String(sent.name), String(sent.color)) } };
      },
    });
    const name = await screen.findByLabelText("New tag");
    fireEvent.change(name, { target: { value: "vip" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add tag" }));
    });
    expect((await screen.findByRole("alert")).textContent).toBe('A tag named "vip" already exists');
    fireEvent.change(name, { target: { value: "Press" } });
    const palette = screen.getByRole("group", { name: /^Colour/ });
    fireEvent.click(within(palette).getByRole("radio", { name: "Dark red" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add tag" }));
    });
    expect(sent).toEqual({ name: "Press", color: "#e03131" });
    await waitFor(() => expect(names(screen.getByRole("list", { name: "Tags" }))).toEqual(["Press", "VIP"]));
  });

  it("renames and recolours in place; Escape cancels and returns focus", async () => {
    let sent: Record<string, unknown> = {};
    open("tags", {
      "GET /events/ev-1/tags": ok([tag("t-vip", "VIP", "#1971c2", 3)]),
      "PUT /events/ev-1/tags/t-vip": async (request) => {
        sent = await bodyOf(request);
        return {
          status: 200,
          body: { payload: tag("t-vip", String(sent.name ?? "VIP"), String(sent.color ?? "#1971c2"), 3) },
        };
      },
    });
    const list = await screen.findByRole("list", { name: "Tags" });
    fireEvent.click(within(list).getByRole("button", { name: "Edit VIP" }));
    const field = within(list).getByLabelText("Name of VIP");
    fireEvent.keyDown(field, { key: "Escape" });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole("button", { name: "Edit VIP" })),
    );
    fireEvent.click(within(list).getByRole("button", { name: "Edit VIP" }));
    fireEvent.change(within(list).getByLabelText("Name of VIP"), { target: { value: "Guests" } });
    fireEvent.click(within(list).getByRole("radio", { name: "Green" }));
    await act(async () => {
      fireEvent.click(within(list).getByRole("button", { name: "Save" }));
    });
    expect(sent).toEqual({ name: "Guests", color: "#51cf66" });
    await waitFor(() => expect(names(list)).toEqual(["Guests"]));
  });

  it("deleting asks first, naming how many records carry the tag", async () => {
    open("tags", {
      "GET /events/ev-1/tags": ok([tag("t-vip", "VIP", "#1971c2", 12)]),
      "DELETE /events/ev-1/tags/t-vip": ok({ id: "t-vip", removedFromRecords: 12 }),
    });
    const list = await screen.findByRole("list", { name: "Tags" });
    fireEvent.click(within(list).getByRole("button", { name: "Delete VIP" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this tag?" });
    expect(dialog.textContent).toContain(
      "VIP will be removed from the event's tags and from the 12 records that carry it.",
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete tag" }));
    });
    expect(await screen.findByRole("heading", { name: "No tags yet" })).toBeTruthy();
  });
});

function contact(): RecordDetail {
  return {
    type: "contact",
    id: "c-1",
    eventId: "ev-1",
    orgId: "org-1",
    module: contactsModule,
    name: "Ada Lovelace",
    fields: [],
    values: {},
    account: null,
    userId: null,
    createdAt: "2027-01-02T10:00:00.000Z",
    updatedAt: "2027-01-02T10:00:00.000Z",
    createdByImport: null,
    historyTypes: [],
  };
}

describe("a record's tags", () => {
  function openRecord(extra: Routes = {}) {
    let own: RecordTag[] = [{ id: "t-vip", name: "VIP", color: "#e03131" }];
    const all = [tag("t-vip", "VIP"), tag("t-press", "Press"), tag("t-speaker", "Speaker")];
    const api = open("contact/c-1", {
      "GET /event/ev-1/contact/c-1": ok(contact()),
      "GET /events/ev-1/tags": ok(all),
      "GET /event/ev-1/contact/c-1/tags": () => ({ status: 200, body: { payload: own } }),
      "POST /event/ev-1/contact/c-1/tags": async (request) => {
        const { tagId } = await bodyOf(request);
        const added = all.find((item) => item.id === tagId);
        if (added) own = [...own, { id: added.id, name: added.name, color: added.color }];
        return { status: 200, body: { payload: own } };
      },
      "DELETE /event/ev-1/contact/c-1/tags/t-vip": () => {
        own = own.filter((item) => item.id !== "t-vip");
        return { status: 200, body: { payload: own } };
      },
      ...extra,
    });
    return api;
  }

  const chips = () =>
    within(screen.getByRole("list", { name: "Tags" }))
      .getAllByRole("listitem")
      .map((item) => item.querySelector("span:not(.tags-swatch)")?.textContent);

  it("shows the chips and adds a tag by typing and Enter", async () => {
    openRecord();
    expect(await screen.findByRole("heading", { name: "Ada Lovelace", level: 1 })).toBeTruthy();
    await waitFor(() => expect(chips()).toEqual(["VIP"]));
    const box = screen.getByRole("combobox", { name: "Add tag" });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "spe" } });
    const options = await screen.findByRole("listbox", { name: "Tags to add" });
    // An organizer who may manage tags can also make one of what they typed.
    await waitFor(() =>
      expect(
        within(options)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Speaker", "Create tag “spe”"]),
    );
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(within(options).getAllByRole("option")[0]?.id);
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() => expect(chips()).toEqual(["VIP", "Speaker"]));
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("creates a tag from what was typed and puts it on the record", async () => {
    let created: Record<string, unknown> = {};
    openRecord({
      "POST /events/ev-1/tags": async (request) => {
        created = await bodyOf(request);
        return { status: 201, body: { payload: tag("t-new", String(created.name), String(created.color)) } };
      },
      "POST /event/ev-1/contact/c-1/tags": async (request) => {
        const { tagId } = await bodyOf(request);
        return {
          status: 200,
          body: {
            payload: [
              { id: "t-vip", name: "VIP", color: "#e03131" },
              { id: tagId, name: "Catering", color: "#f08c00" },
            ],
          },
        };
      },
    });
    const box = await screen.findByRole("combobox", { name: "Add tag" });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "Catering" } });
    const options = await screen.findByRole("listbox", { name: "Tags to add" });
    await waitFor(() =>
      expect(
        within(options)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Create tag “Catering”"]),
    );
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() => expect(chips()).toEqual(["VIP", "Catering"]));
    expect(created.name).toBe("Catering");
  });

  it("arrows choose among the tags the record does not have yet", async () => {
    openRecord();
    const box = await screen.findByRole("combobox", { name: "Add tag" });
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    const options = await screen.findByRole("listbox", { name: "Tags to add" });
    await waitFor(() =>
      expect(
        within(options)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Press", "Speaker"]),
    );
    fireEvent.keyDown(box, { key: "ArrowDown" });
    const second = within(options).getAllByRole("option")[1] as HTMLElement;
    await waitFor(() => expect(second.getAttribute("aria-selected")).toBe("true"));
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() => expect(chips()).toEqual(["VIP", "Speaker"]));
  });

  it("removes a tag with its button, and Undo puts it back", async () => {
    openRecord();
    fireEvent.click(await screen.findByRole("button", { name: "Remove tag VIP" }));
    const undo = await screen.findByRole("button", { name: "Undo" });
    expect(screen.queryByRole("list", { name: "Tags" })).toBeNull();
    await act(async () => {
      fireEvent.click(undo);
    });
    await waitFor(() => expect(chips()).toEqual(["VIP"]));
  });

  it("someone who may only read sees the chips without controls", async () => {
    openRecord({
      "GET /permissions/event/ev-1/user/user-1": ok({
        permissions: [],
        read_permissions: [{ slug: "contacts_read" }],
        isMember: true,
      }),
    });
    await waitFor(() => expect(chips()).toEqual(["VIP"]));
    expect(screen.queryByRole("combobox", { name: "Add tag" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove tag VIP" })).toBeNull();
  });
});
