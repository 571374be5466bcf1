import type { ContactRow, ModuleSummary, RecordPage } from "@foyer/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminUser } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 7 item 5: the contacts page's role views (spec 1 §2 "contacts, contacts/speakers,
 * chairpersons, moderators, session-submitters"), as tabs above the contacts table.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const contactsModule: ModuleSummary = {
  id: "m-contacts",
  eventId: "ev-1",
  orgId: "org-1",
  kind: "contacts",
  name: "Contacts",
  slug: "contacts",
  recordName: "contact",
};

const contact = (id: string, name: string): ContactRow => ({
  id,
  name,
  fname: name.split(" ")[0] ?? "",
  lname: name.split(" ")[1] ?? "",
  email: `${id}@example.com`,
  company: null,
  title: null,
  phone: null,
  country: null,
  data: {},
  createdAt: "2027-01-02T10:00:00.000Z",
  importId: null,
});

function open(path: string, profile?: unknown) {
  const roles: (string | null)[] = [];
  const api = openSignedIn(path, {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([contactsModule]),
    "GET /modules/m-contacts/imports": ok([]),
    ...(profile ? { [`GET /permissions/event/ev-1/user/${adminUser.id}`]: ok(profile) } : {}),
    "GET /modules/m-contacts/records": (request) => {
      const role = new URL(request.url).searchParams.get("role");
      roles.push(role);
      const records =
        role === "speaker"
          ? [contact("c-sam", "Sam Speaker")]
          : role
            ? []
            : [contact("c-sam", "Sam Speaker"), contact("c-amy", "Amy Attendee")];
      const page: RecordPage = {
        records,
        total: records.length,
        page: 1,
        pageSize: 50,
        columns: [{ id: "name", name: "Name" }],
      };
      return { status: 200, body: { payload: page } };
    },
  });
  return { api, roles };
}

const rowNames = () =>
  within(screen.getByRole("table", { name: "Contacts" }))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

describe("contacts by session role", () => {
  it("/contacts/speakers lists the speakers, with the views as tabs above the table", async () => {
    const { roles } = open("/event-light/ev-1/contacts/speakers");
    expect(
      await screen.findByRole("heading", { name: "Contacts", level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(rowNames()).toEqual(["Sam Speaker"]));
    expect(roles).toEqual(["speaker"]);
    const views = screen.getByRole("navigation", { name: "Contact views" });
    expect(
      within(views)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["All contacts", "Speakers", "Chairpersons", "Moderators", "Session submitters"]);
    expect(within(views).getByRole("link", { name: "Speakers" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(views).getByRole("link", { name: "All contacts" }));
    await waitFor(() => expect(rowNames()).toEqual(["Sam Speaker", "Amy Attendee"]));
    expect(location.pathname).toBe("/event-light/ev-1/contacts");
    expect(roles.at(-1)).toBeNull();
  });

  it.each([
    ["chairpersons", "chairperson", "No chairpersons yet"],
    ["moderators", "moderator", "No moderators yet"],
    ["session-submitters", "session-submitter", "No session submitters yet"],
  ])("/contacts/%s asks for role=%s and explains an empty view", async (path, role, empty) => {
    const { roles } = open(`/event-light/ev-1/contacts/${path}`);
    expect(await screen.findByRole("heading", { name: empty }, { timeout: 5000 })).toBeTruthy();
    expect(roles).toEqual([role]);
  });

  it("a member who may read contacts but not speakers sees no role tabs", async () => {
    open("/event-light/ev-1/contacts", { permissions: [], read_permissions: [{ slug: "contacts_read" }] });
    await waitFor(() => expect(rowNames()).toEqual(["Sam Speaker", "Amy Attendee"]), { timeout: 5000 });
    expect(screen.queryByRole("navigation", { name: "Contact views" })).toBeNull();
  });
});
