import type { CloneOption, CloneOptions, CloneSourceEvent } from "@foyer/domain";
import { defaultDayGroups } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import {
  type CloneWizardAction,
  type CloneWizardState,
  cloneRequestOf,
  cloneWizardReducer,
  dateRangeLabel,
  eventYearGroups,
  groupSelection,
  initialCloneState,
  labelDay,
  optionsProblem,
  pastDatesWarning,
} from "../clone/clone-wizard-model.js";

const event = (id: string, name: string, dateFrom: string, dateTo: string): CloneSourceEvent => ({
  id,
  name,
  date_from: dateFrom,
  date_to: dateTo,
  timezone: "UTC",
  org_id: "org-1",
  org_name: "Org",
});
const past = event("e-2025", "Foyer Summit 2025", "2025-03-17", "2025-03-19");
const current = event("e-2026", "Winter Gala", "2026-12-08", "2026-12-09");

const row = (type: CloneOption["type"], id: string, related: CloneOption[] = []): CloneOption => ({
  id,
  name: id,
  type,
  selected: true,
  includeAllRecords: false,
  related,
});
const options: CloneOptions = {
  event: past,
  groups: [
    {
      key: "modules",
      type: "modules",
      title: "Modules",
      items: [row("modules", "contacts"), row("modules", "hotel")],
    },
    {
      key: "sessions",
      type: "sessions",
      title: "Sessions",
      items: [
        row("sessions", "workshop", [row("sessions", "part-1"), row("sessions", "part-2")]),
        row("sessions", "keynote"),
      ],
    },
    { key: "portals", type: "portals", title: "Portals", items: [] },
  ],
};

const run = (state: CloneWizardState, ...actions: CloneWizardAction[]) =>
  actions.reduce(cloneWizardReducer, state);
const start = () => initialCloneState({ orgId: "org-1", isFoyerAdmin: false, today: "2026-11-21" });
const chosen = () =>
  run(start(), { type: "eventSelected", event: past }, { type: "optionsReceived", options });

describe("Starts on the event picker, contentType everything, all include flags false", () => {
  it("has nothing chosen", () => {
    const state = start();
    expect(state.selectedPage).toBe("selectEvent");
    expect(state.contentType).toBe("everything");
    expect([state.includeAllRecordData, state.includeAllFormSubmissions, state.includeAllOrders]).toEqual([
      false,
      false,
      false,
    ]);
    expect(state.cloning).toBe(false);
  });
});

describe("Selecting a source event pre-fills the name as '{name} (copy)' and shifts a past event's dates", () => {
  it("moves last year's dates into this year on the same weekday, keeping the duration", () => {
    const state = run(start(), { type: "eventSelected", event: past });
    expect(state.selectedPage).toBe("cloneOptions");
    expect(state.newEventName).toBe("Foyer Summit 2025 (copy)");
    expect([state.newEventStartDate, state.newEventEndDate]).toEqual(["2026-03-16", "2026-03-18"]);
    expect(state.eventOptions.status).toBe("loading");
  });

  it("keeps this year's dates; exclusions and include-all records reset", () => {
    const dirty = run(
      chosen(),
      { type: "contentTypeChanged", contentType: "specific" },
      { type: "itemToggled", item: row("modules", "hotel") },
      { type: "recordsToggled", moduleId: "contacts" },
    );
    const state = run(dirty, { type: "eventSelected", event: current });
    expect([state.newEventStartDate, state.newEventEndDate]).toEqual(["2026-12-08", "2026-12-09"]);
    expect(state.excludedContent.modules).toEqual([]);
    expect(state.includeAllRecords).toEqual([]);
  });
});

describe("Changing a date keeps start and end coherent, clears selected days and resets day groups", () => {
  const labelled = () =>
    run(
      chosen(),
      { type: "dayToggled", day: "2026-03-16" },
      { type: "daysAssigned", groupId: 2 },
      { type: "dayToggled", day: "2026-03-17" },
    );

  it("a start after the end moves the end up", () => {
    const state = run(labelled(), { type: "startChanged", date: "2026-03-20" });
    expect([state.newEventStartDate, state.newEventEndDate]).toEqual(["2026-03-20", "2026-03-20"]);
    expect(state.selectedDays).toEqual([]);
    expect(state.dayGroups).toEqual(defaultDayGroups());
  });

  it("an end before the start moves the start down", () => {
    const state = run(labelled(), { type: "endChanged", date: "2026-03-10" });
    expect([state.newEventStartDate, state.newEventEndDate]).toEqual(["2026-03-10", "2026-03-10"]);
    expect(state.dayGroups).toEqual(defaultDayGroups());
  });
});

describe("Clicking days selects them; choosing a group moves them there; Day Off only unassigns", () => {
  it("assigns, moves between groups, and unassigns", () => {
    let state = run(
      chosen(),
      { type: "dayToggled", day: "2026-03-17" },
      { type: "dayToggled", day: "2026-03-16" },
    );
    expect(state.selectedDays).toEqual(["2026-03-16", "2026-03-17"]);
    state = run(state, { type: "daysAssigned", groupId: 1 });
    expect(state.selectedDays).toEqual([]);
    expect(state.dayGroups.find((group) => group.id === 1)?.days).toEqual(["2026-03-16", "2026-03-17"]);
    state = run(state, { type: "dayToggled", day: "2026-03-17" }, { type: "daysAssigned", groupId: 2 });
    expect(state.dayGroups.find((group) => group.id === 1)?.days).toEqual(["2026-03-16"]);
    expect(state.dayGroups.find((group) => group.id === 2)?.days).toEqual(["2026-03-17"]);
    state = run(state, { type: "dayToggled", day: "2026-03-16" }, { type: "daysAssigned", groupId: 0 });
    expect(state.dayGroups.flatMap((group) => group.days)).toEqual(["2026-03-17"]);
  });

  it("a second click deselects a day; nothing selected assigns nothing", () => {
    const state = run(
      chosen(),
      { type: "dayToggled", day: "2026-03-16" },
      { type: "dayToggled", day: "2026-03-16" },
    );
    expect(state.selectedDays).toEqual([]);
    expect(run(state, { type: "daysAssigned", groupId: 2 })).toBe(state);
  });
});

describe("Choosing 'specific' turns off include-all-record-data; orders and submissions need record data", () => {
  it("turns the flags off and keeps them off", () => {
    let state = run(chosen(), { type: "includeAllFormSubmissionsToggled" });
    expect(state.includeAllFormSubmissions).toBe(false);
    state = run(
      state,
      { type: "includeAllRecordDataToggled" },
      { type: "includeAllFormSubmissionsToggled" },
      { type: "includeAllOrdersToggled" },
    );
    expect([state.includeAllRecordData, state.includeAllFormSubmissions, state.includeAllOrders]).toEqual([
      true,
      true,
      true,
    ]);
    state = run(state, { type: "contentTypeChanged", contentType: "specific" });
    expect([state.includeAllRecordData, state.includeAllFormSubmissions, state.includeAllOrders]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("switching record data off takes the other two with it", () => {
    const state = run(
      chosen(),
      { type: "includeAllRecordDataToggled" },
      { type: "includeAllFormSubmissionsToggled" },
      { type: "includeAllRecordDataToggled" },
    );
    expect(state.includeAllFormSubmissions).toBe(false);
  });
});

describe("Toggling an item; a parent includes or excludes its related children; select-all per type", () => {
  const workshop = options.groups[1]?.items[0] as CloneOption;
  const part1 = workshop.related[0] as CloneOption;

  it("excludes a parent with its children, and a child brings its parent back", () => {
    let state = run(chosen(), { type: "itemToggled", item: workshop });
    expect(state.excludedContent.sessions.sort()).toEqual(["part-1", "part-2", "workshop"]);
    state = run(state, { type: "itemToggled", item: part1 });
    expect(state.excludedContent.sessions).toEqual(["part-2"]);
  });

  it("select-all excludes every row when all are selected, and includes all otherwise", () => {
    const group = options.groups[1] as (typeof options.groups)[number];
    let state = run(chosen(), { type: "groupToggled", group });
    expect(groupSelection(state, group)).toBe("none");
    state = run(state, { type: "itemToggled", item: row("sessions", "keynote") });
    expect(groupSelection(state, group)).toBe("some");
    state = run(state, { type: "groupToggled", group });
    expect(groupSelection(state, group)).toBe("all");
    expect(state.excludedContent.sessions).toEqual([]);
  });
});

describe("The clone request (spec 2 §3)", () => {
  it("clone everything: no exclusions, the record flags as chosen", () => {
    const state = run(
      chosen(),
      { type: "itemToggled", item: row("modules", "hotel") },
      { type: "includeAllRecordDataToggled" },
    );
    expect(cloneRequestOf(state)).toEqual({
      eventSourceId: "e-2025",
      cloneToOrgId: "org-1",
      newEventName: "Foyer Summit 2025 (copy)",
      newEventStartDate: "2026-03-16",
      newEventEndDate: "2026-03-18",
      dayGroups: defaultDayGroups(),
      contentType: "everything",
      excludedContent: {
        users: [],
        modules: [],
        forms: [],
        document_requests: [],
        sessions: [],
        portals: [],
        content: [],
      },
      includeAllRecordData: true,
      includeAllFormSubmissions: false,
      includeAllOrders: false,
      includeAllRecords: [],
    });
  });

  it("specific content: the exclusions and the modules whose records come along", () => {
    const state = run(
      chosen(),
      { type: "contentTypeChanged", contentType: "specific" },
      { type: "next" },
      { type: "itemToggled", item: row("modules", "hotel") },
      { type: "recordsToggled", moduleId: "contacts" },
    );
    expect(state.selectedPage).toBe("selectContent");
    expect(cloneRequestOf(state)).toMatchObject({
      contentType: "specific",
      excludedContent: { modules: ["hotel"] },
      includeAllRecords: ["contacts"],
      includeAllRecordData: false,
    });
  });

  it("says what stops the options page", () => {
    expect(optionsProblem(run(chosen(), { type: "nameChanged", name: " " }))).toBe("Event name is required");
    expect(optionsProblem(run(chosen(), { type: "startChanged", date: "" }))).toBe(
      "New start date is required",
    );
    expect(optionsProblem(chosen())).toBeNull();
    expect(
      run(
        chosen(),
        { type: "nameChanged", name: "" },
        { type: "contentTypeChanged", contentType: "specific" },
        { type: "next" },
      ).selectedPage,
    ).toBe("cloneOptions");
  });
});

describe("Cloning: the modal is marked cloning; on error processing stops", () => {
  it("goes to the confirmation and comes back with the error", () => {
    let state = run(chosen(), { type: "cloneStarted" }, { type: "jobQueued", jobId: "j-1" });
    expect([state.selectedPage, state.cloning, state.jobId]).toEqual(["confirmation", true, "j-1"]);
    expect(run(state, { type: "back" })).toBe(state);
    state = run(state, { type: "cloneFailed", message: "An error occurred cloning event" });
    expect([state.selectedPage, state.cloning, state.cloneError]).toEqual([
      "cloneOptions",
      false,
      "An error occurred cloning event",
    ]);
  });
});

describe("The event picker: 'YYYY Events' groups, case-insensitive filter, 'MMM D YYYY - MMM D YYYY'", () => {
  it("groups by year, newest first, and filters by any part of the name", () => {
    const events = [past, current, event("e-old", "Old Gala", "2024-05-01", "2024-05-01")];
    expect(eventYearGroups(events, "").map((group) => [group.title, group.events.map((e) => e.id)])).toEqual([
      ["2026 Events", ["e-2026"]],
      ["2025 Events", ["e-2025"]],
      ["2024 Events", ["e-old"]],
    ]);
    expect(eventYearGroups(events, "GALA").map((group) => group.year)).toEqual(["2026", "2024"]);
    expect(eventYearGroups(events, "nothing")).toEqual([]);
  });

  it("formats the range and the labels", () => {
    expect(dateRangeLabel(past)).toBe("Mar 17 2025 - Mar 19 2025");
    expect(labelDay("2025-03-07")).toBe("Mar 7, 2025");
  });
});

describe("pastDatesWarning: new dates already gone by are said, not refused (issue 22)", () => {
  const today = "2026-11-21";
  it("names the case: both dates past, only the start, or none", () => {
    expect(
      pastDatesWarning({ newEventStartDate: "2026-03-16", newEventEndDate: "2026-03-18", today }),
    ).toMatch(/^The new dates are in the past \(today is Nov 21, 2026\)/);
    expect(
      pastDatesWarning({ newEventStartDate: "2026-11-20", newEventEndDate: "2026-11-22", today }),
    ).toMatch(/^The new start date is in the past/);
    expect(pastDatesWarning({ newEventStartDate: today, newEventEndDate: today, today })).toBeNull();
    expect(pastDatesWarning({ newEventStartDate: "", newEventEndDate: "", today })).toBeNull();
  });
});
