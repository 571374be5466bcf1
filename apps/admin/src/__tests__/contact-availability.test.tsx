import type { RecordDetail } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminUser, type Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 25 item 1: "Availability" on a contact's page (a speaker's): the Summit's days in New York
 * time, each "Available all day" or in time ranges, saved to
 * PUT /events/{eventId}/contacts/{contactId}/availability; read-only without update on contacts.
 */

// The event area is a lazy chunk: its first load in a busy run takes more than the default second.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
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

const grace: RecordDetail = {
  type: "contact",
  id: "c-1",
  eventId: "ev-1",
  orgId: "org-1",
  module: contactsModule,
  name: "Grace Hopper",
  fields: [
    {
      id: "FIRST_NAME",
      name: "First Name",
      type: "text",
      builtin: true,
      required: false,
      options: null,
      multiple: false,
      editable: true,
    },
  ],
  values: { FIRST_NAME: "Grace" },
  account: null,
  userId: null,
  createdAt: "2027-01-02T10:00:00.000Z",
  updatedAt: "2027-01-02T10:00:00.000Z",
  createdByImport: null,
  historyTypes: [],
};

const availabilityPath = "/events/ev-1/contacts/c-1/availability";
const morning = { startsAt: "2027-03-15T13:00:00.000Z", endsAt: "2027-03-15T16:00:00.000Z" };
const day2 = { startsAt: "2027-03-16T04:00:00.000Z", endsAt: "2027-03-17T04:00:00.000Z" };
const day3 = { startsAt: "2027-03-17T04:00:00.000Z", endsAt: "2027-03-18T04:00:00.000Z" };
/** Days 2 and 3 as the server answers them: joined. */
const laterDays = { startsAt: day2.startsAt, endsAt: day3.endsAt };

function open(routes: Routes = {}) {
  const api = openSignedIn("/event-light/ev-1/contact/c-1", {
    "GET /user/me/events": ok([summitEvent]),
    "GET /event/ev-1/modules": ok([contactsModule]),
    "GET /event/ev-1/contact/c-1": ok(grace),
    [`GET ${availabilityPath}`]: ok({ windows: [] }),
    ...routes,
  });
  return api;
}

async function availability() {
  // The first test waits for the cold event-area chunk as long as its neighbours' do.
  const region = await screen.findByRole("region", { name: "Availability" }, { timeout: 15_000 });
  await within(region).findByRole("group", { name: "Monday, March 15" });
  return region;
}

describe("the contact page's Availability", () => {
  it("an organizer sets the morning only on day 1; the other days stay whole", async () => {
    const sent: unknown[] = [];
    open({
      [`PUT ${availabilityPath}`]: async (request) => {
        sent.push(await request.json());
        return { status: 200, body: { payload: { windows: [morning, laterDays] } } };
      },
    });
    const region = await availability();
    expect(within(region).getByText(/Times are in the event's time zone, America\/New_York/)).toBeTruthy();
    const day1 = within(region).getByRole("group", { name: "Monday, March 15" });
    fireEvent.click(within(day1).getByRole("checkbox", { name: "Available all day" }));
    fireEvent.change(within(day1).getByLabelText("To, Monday, March 15, range 1"), {
      target: { value: "12:00" },
    });
    fireEvent.click(within(region).getByRole("button", { name: "Save availability" }));
    expect(await within(region).findByText("Availability saved.")).toBeTruthy();
    expect(sent).toEqual([{ windows: [morning, day2, day3] }]);
  });

  it("a time off the 15-minute steps is marked as soon as the field is left", async () => {
    open();
    const region = await availability();
    const day1 = within(region).getByRole("group", { name: "Monday, March 15" });
    fireEvent.click(within(day1).getByRole("checkbox", { name: "Available all day" }));
    const from = within(day1).getByLabelText("From, Monday, March 15, range 1");
    fireEvent.change(from, { target: { value: "09:10" } });
    fireEvent.blur(from);
    expect(await within(day1).findByText("Use steps of 15 minutes.")).toBeTruthy();
    expect(from.getAttribute("aria-invalid")).toBe("true");
  });

  it("the server's 400 is shown with its message", async () => {
    open({
      [`PUT ${availabilityPath}`]: () => ({
        status: 400,
        body: { statusCode: 400, code: "VALIDATION_ERROR", message: "windows: At most 200 windows" },
      }),
    });
    const region = await availability();
    fireEvent.click(
      within(within(region).getByRole("group", { name: "Tuesday, March 16" })).getByRole("checkbox", {
        name: "Available all day",
      }),
    );
    fireEvent.click(within(region).getByRole("button", { name: "Save availability" }));
    expect((await within(region).findByRole("alert")).textContent).toBe(
      "The availability could not be saved: windows: At most 200 windows",
    );
  });

  it("someone who may only read contacts sees the days as text, without inputs", async () => {
    open({
      [`GET /permissions/event/ev-1/user/${adminUser.id}`]: ok({
        permissions: [],
        read_permissions: [{ slug: "contacts_read" }],
        isMember: true,
      }),
      [`GET ${availabilityPath}`]: ok({ windows: [morning, laterDays] }),
    });
    const region = await screen.findByRole("region", { name: "Availability" });
    expect(await within(region).findByText("9:00 AM – 12:00 PM")).toBeTruthy();
    expect(within(region).getAllByText("Available all day")).toHaveLength(2);
    expect(within(region).queryByRole("checkbox")).toBeNull();
    expect(within(region).queryByRole("button", { name: "Save availability" })).toBeNull();
  });

  it("says it is loading until the windows arrive", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    open({
      [`GET ${availabilityPath}`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const region = await screen.findByRole("region", { name: "Availability" });
    expect(within(region).getByText("Loading the availability...")).toBeTruthy();
    answer({ status: 200, body: { payload: { windows: [] } } });
    expect(await within(region).findByRole("group", { name: "Wednesday, March 17" })).toBeTruthy();
  });
});
