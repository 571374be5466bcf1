import type { PortalProfile } from "@foyer/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { leavePage, ok, openPortal, speakerPortal } from "./portal-kit.js";

/*
 * Issue 25 item 1: "My availability" in the speaker portal, under the profile: the Summit's days
 * (New York, 2027-03-15 to 17), each "Available all day" or in time ranges, saved to
 * …/me/availability.
 */

afterEach(leavePage);

const me = "/portal/speakers/p-1/me";
const profile: PortalProfile = {
  values: {
    fname: "Sam",
    lname: "Speaker",
    email: "speaker@foyer.demo",
    title: null,
    company: null,
    phone: null,
    country: null,
  },
  editable: ["title"],
  photoUrl: null,
  updatedAt: "2026-11-20T13:05:00.000Z",
};
const summit = { timezone: "America/New_York", startsOn: "2027-03-15", endsOn: "2027-03-17" };
const morning = { startsAt: "2027-03-15T13:00:00.000Z", endsAt: "2027-03-15T16:00:00.000Z" };
const day2 = { startsAt: "2027-03-16T04:00:00.000Z", endsAt: "2027-03-17T04:00:00.000Z" };
const day3 = { startsAt: "2027-03-17T04:00:00.000Z", endsAt: "2027-03-18T04:00:00.000Z" };
/** Days 2 and 3 as the server answers them: joined. */
const laterDays = { startsAt: day2.startsAt, endsAt: day3.endsAt };

async function openAvailability(routes: Parameters<typeof openPortal>[1] = {}) {
  const api = openPortal("/portals/speakers/p-1/profile", {
    [`GET ${me}/profile`]: ok(profile),
    [`GET ${me}/availability`]: ok({ windows: [], ...summit }),
    ...routes,
  });
  const region = await screen.findByRole("region", { name: "My availability" });
  await within(region).findByRole("group", { name: "Monday, March 15" });
  return { api, region };
}

describe("My availability: the event's days on the event's clock", () => {
  it("every day starts 'Available all day'; the zone is named", async () => {
    const { region } = await openAvailability();
    for (const day of ["Monday, March 15", "Tuesday, March 16", "Wednesday, March 17"]) {
      const group = within(region).getByRole("group", { name: day });
      expect(
        (within(group).getByRole("checkbox", { name: "Available all day" }) as HTMLInputElement).checked,
      ).toBe(true);
    }
    expect(within(region).getByText(/Times are in the event's time zone, America\/New_York/)).toBeTruthy();
  });

  it("the morning only on day 1 is saved as that window and the other days whole", async () => {
    const sent: unknown[] = [];
    const { region } = await openAvailability({
      [`PUT ${me}/availability`]: async (request) => {
        sent.push(await request.json());
        return { status: 200, body: { payload: { windows: [morning, laterDays], ...summit } } };
      },
    });
    const day1 = within(region).getByRole("group", { name: "Monday, March 15" });
    fireEvent.click(within(day1).getByRole("checkbox", { name: "Available all day" }));
    const from = within(day1).getByLabelText("From, Monday, March 15, range 1") as HTMLInputElement;
    const to = within(day1).getByLabelText("To, Monday, March 15, range 1") as HTMLInputElement;
    expect([from.value, to.value, from.step]).toEqual(["09:00", "17:00", "900"]);
    fireEvent.change(to, { target: { value: "12:00" } });
    fireEvent.click(within(region).getByRole("button", { name: "Save availability" }));
    expect(await within(region).findByText("Availability saved.")).toBeTruthy();
    expect(sent).toEqual([{ windows: [morning, day2, day3] }]);
    expect((within(day1).getByLabelText("To, Monday, March 15, range 1") as HTMLInputElement).value).toBe(
      "12:00",
    );
  });

  it("shows stored windows by day; a day outside them is not available", async () => {
    const { region } = await openAvailability({
      [`GET ${me}/availability`]: ok({ windows: [morning], ...summit }),
    });
    const day2 = within(region).getByRole("group", { name: "Tuesday, March 16" });
    expect(
      (within(day2).getByRole("checkbox", { name: "Available all day" }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(within(day2).getByText("Not available on this day.")).toBeTruthy();
    const day1 = within(region).getByRole("group", { name: "Monday, March 15" });
    expect((within(day1).getByLabelText("From, Monday, March 15, range 1") as HTMLInputElement).value).toBe(
      "09:00",
    );
  });

  it("an end before the start is marked beside the range and nothing is sent", async () => {
    const { api, region } = await openAvailability();
    const day1 = within(region).getByRole("group", { name: "Monday, March 15" });
    fireEvent.click(within(day1).getByRole("checkbox", { name: "Available all day" }));
    const to = within(day1).getByLabelText("To, Monday, March 15, range 1");
    fireEvent.change(to, { target: { value: "08:00" } });
    fireEvent.click(within(region).getByRole("button", { name: "Save availability" }));
    const message = await within(day1).findByText("The end must be after the start.");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(to.getAttribute("aria-describedby")).toBe(message.id);
    expect(api.calls).not.toContain(`PUT ${me}/availability`);
  });

  it("ranges are added and removed; overlapping ones are refused", async () => {
    const { region } = await openAvailability();
    const day1 = within(region).getByRole("group", { name: "Monday, March 15" });
    fireEvent.click(within(day1).getByRole("checkbox", { name: "Available all day" }));
    fireEvent.click(within(day1).getByRole("button", { name: "Add a time range on Monday, March 15" }));
    const second = within(day1).getByLabelText("From, Monday, March 15, range 2") as HTMLInputElement;
    expect(second.value).toBe("17:00");
    fireEvent.change(second, { target: { value: "16:00" } });
    fireEvent.click(within(region).getByRole("button", { name: "Save availability" }));
    expect(await within(day1).findByText("This range overlaps 9:00 AM – 5:00 PM.")).toBeTruthy();
    fireEvent.click(
      within(day1).getByRole("button", { name: "Remove 4:00 PM – 12:00 AM on Monday, March 15" }),
    );
    expect(within(day1).queryByLabelText("From, Monday, March 15, range 2")).toBeNull();
    fireEvent.click(
      within(day1).getByRole("button", { name: "Remove 9:00 AM – 5:00 PM on Monday, March 15" }),
    );
    expect(within(day1).getByText("Not available on this day.")).toBeTruthy();
  });

  it("the server's refusal is shown and the edits stay", async () => {
    const { region } = await openAvailability({
      [`PUT ${me}/availability`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: "VALIDATION_ERROR",
          message: "windows.0.endsAt: endsAt must be after startsAt",
        },
      }),
    });
    const day1 = within(region).getByRole("group", { name: "Monday, March 15" });
    fireEvent.click(within(day1).getByRole("checkbox", { name: "Available all day" }));
    fireEvent.click(within(region).getByRole("button", { name: "Save availability" }));
    expect((await within(region).findByRole("alert")).textContent).toBe(
      "The availability could not be saved: windows.0.endsAt: endsAt must be after startsAt",
    );
    expect(within(day1).getByLabelText("From, Monday, March 15, range 1")).toBeTruthy();
  });
});

describe("My calendar points speakers to it", () => {
  it("links to My availability when the portal shows the profile", async () => {
    openPortal(
      "/portals/speakers/p-1/calendar",
      {
        [`GET ${me}/calendar`]: ok({ timezone: "UTC", days: [], unscheduled: [] }),
        [`GET ${me}/schedule`]: ok({ release: null, days: [], timezone: "UTC", feedUrl: "/api/feed.ics" }),
      },
      { ...speakerPortal, sections: ["calendar", "profile"] },
    );
    const link = await screen.findByRole("link", { name: "My availability" });
    expect(link.getAttribute("href")).toBe("/portals/speakers/p-1/profile");
  });
});
