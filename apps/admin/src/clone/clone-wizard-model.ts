import {
  assignDays,
  type CloneContentType,
  type CloneOption,
  type CloneOptionGroup,
  type CloneOptions,
  type CloneRequest,
  type CloneSourceEvent,
  cloneMessages,
  cloneName,
  type DayGroup,
  defaultDayGroups,
  type ExcludedContentKey,
  excludedContentKeys,
  shiftedCloneDates,
  withNewEnd,
  withNewStart,
} from "@foyer/domain";

/*
 * The clone wizard's state and its transitions (spec 2 §3 "Clone wizard state", §4.1), as a
 * reducer over plain data: the pages dispatch, CloneWizard runs the calls. Nothing here mutates
 * its input.
 */

export type ClonePage = "selectEvent" | "cloneOptions" | "selectContent" | "confirmation";
export type ContentType = "everything" | "specific";

/** Spec 2 §4.1 "Fetch states follow request, receive, error, clear error, invalidate". */
export type Fetch<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; message: string };

export interface CloneWizardState {
  selectedPage: ClonePage;
  orgId: string;
  /** A platform admin picks from every organization's events (spec 2 §6). */
  isFoyerAdmin: boolean;
  /** Today, YYYY-MM-DD: decides the whole-year shift of a past event's dates. */
  today: string;
  allUserEvents: Fetch<CloneSourceEvent[]>;
  eventsFilter: string;
  /** Years whose 'YYYY Events' group is folded. */
  collapsedYears: string[];
  selectedEvent: CloneSourceEvent | null;
  newEventName: string;
  newEventStartDate: string;
  newEventEndDate: string;
  dayGroups: DayGroup[];
  selectedDays: string[];
  contentType: ContentType;
  includeAllRecordData: boolean;
  includeAllFormSubmissions: boolean;
  includeAllOrders: boolean;
  /** Modules whose records come along (specific content). */
  includeAllRecords: string[];
  eventOptions: Fetch<CloneOptions>;
  /** Counts the requests for the options: each selection or retry asks again. */
  optionsRequest: number;
  excludedContent: Record<ExcludedContentKey, string[]>;
  /** Content groups folded on the content page. */
  collapsedGroups: string[];
  /** The clone was started: the modal cannot be left until it ends. */
  cloning: boolean;
  jobId: string | null;
  remainingSeconds: number | null;
  progress: number;
  /** Why the last clone failed, shown where it was started. */
  cloneError: string | null;
}

export type CloneWizardAction =
  | { type: "eventsRequested" }
  | { type: "eventsReceived"; events: CloneSourceEvent[] }
  | { type: "eventsFailed"; message: string }
  | { type: "filterChanged"; filter: string }
  | { type: "yearToggled"; year: string }
  | { type: "eventSelected"; event: CloneSourceEvent }
  | { type: "optionsReceived"; options: CloneOptions }
  | { type: "optionsFailed"; message: string }
  | { type: "optionsInvalidated" }
  | { type: "nameChanged"; name: string }
  | { type: "startChanged"; date: string }
  | { type: "endChanged"; date: string }
  | { type: "dayToggled"; day: string }
  | { type: "daysAssigned"; groupId: number }
  | { type: "contentTypeChanged"; contentType: ContentType }
  | { type: "includeAllRecordDataToggled" }
  | { type: "includeAllFormSubmissionsToggled" }
  | { type: "includeAllOrdersToggled" }
  | { type: "itemToggled"; item: CloneOption }
  | { type: "groupToggled"; group: CloneOptionGroup }
  | { type: "recordsToggled"; moduleId: string }
  | { type: "groupCollapsed"; key: string }
  | { type: "back" }
  | { type: "next" }
  | { type: "cloneStarted" }
  | { type: "jobQueued"; jobId: string }
  | { type: "jobProgressed"; progress: number; remainingSeconds: number | null }
  | { type: "cloneFailed"; message: string };

const noExclusions = (): Record<ExcludedContentKey, string[]> =>
  Object.fromEntries(excludedContentKeys.map((key) => [key, []])) as unknown as Record<
    ExcludedContentKey,
    string[]
  >;

export function initialCloneState(input: {
  orgId: string;
  isFoyerAdmin: boolean;
  today: string;
}): CloneWizardState {
  return {
    selectedPage: "selectEvent",
    orgId: input.orgId,
    isFoyerAdmin: input.isFoyerAdmin,
    today: input.today,
    allUserEvents: { status: "idle" },
    eventsFilter: "",
    collapsedYears: [],
    selectedEvent: null,
    newEventName: "",
    newEventStartDate: "",
    newEventEndDate: "",
    dayGroups: defaultDayGroups(),
    selectedDays: [],
    contentType: "everything",
    includeAllRecordData: false,
    includeAllFormSubmissions: false,
    includeAllOrders: false,
    includeAllRecords: [],
    eventOptions: { status: "idle" },
    optionsRequest: 0,
    excludedContent: noExclusions(),
    collapsedGroups: [],
    cloning: false,
    jobId: null,
    remainingSeconds: null,
    progress: 0,
    cloneError: null,
  };
}

const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** A content row and its related children, each with its own type. */
function withRelated(item: CloneOption): CloneOption[] {
  return [item, ...item.related.flatMap(withRelated)];
}

function setExcluded(
  excluded: Record<ExcludedContentKey, string[]>,
  items: readonly CloneOption[],
  exclude: boolean,
): Record<ExcludedContentKey, string[]> {
  const next = { ...excluded };
  for (const item of items) {
    const key = item.type as ExcludedContentKey;
    const list = next[key].filter((id) => id !== item.id);
    next[key] = exclude ? [...list, item.id] : list;
  }
  return next;
}

export function isExcluded(state: Pick<CloneWizardState, "excludedContent">, item: CloneOption): boolean {
  return state.excludedContent[item.type as ExcludedContentKey].includes(item.id);
}

/** The row whose `related` holds `child`, if any. */
function parentOf(groups: readonly CloneOptionGroup[], child: CloneOption): CloneOption | undefined {
  const search = (items: readonly CloneOption[]): CloneOption | undefined => {
    for (const item of items) {
      if (item.related.some((related) => related.id === child.id && related.type === child.type)) return item;
      const found = search(item.related);
      if (found) return found;
    }
    return undefined;
  };
  return search(groups.flatMap((group) => group.items));
}

const datesReset = (
  state: CloneWizardState,
  dates: { dateFrom: string; dateTo: string },
): CloneWizardState => ({
  ...state,
  newEventStartDate: dates.dateFrom,
  newEventEndDate: dates.dateTo,
  // Spec 2 §4.1: "either change clears selected days and resets day groups".
  selectedDays: [],
  dayGroups: defaultDayGroups(),
});

export function cloneWizardReducer(state: CloneWizardState, action: CloneWizardAction): CloneWizardState {
  switch (action.type) {
    case "eventsRequested":
      return { ...state, allUserEvents: { status: "loading" } };
    case "eventsReceived":
      return { ...state, allUserEvents: { status: "ready", data: action.events } };
    case "eventsFailed":
      return { ...state, allUserEvents: { status: "error", message: action.message } };
    case "filterChanged":
      return { ...state, eventsFilter: action.filter };
    case "yearToggled":
      return { ...state, collapsedYears: toggled(state.collapsedYears, action.year) };
    case "eventSelected": {
      const { event } = action;
      const dates = shiftedCloneDates({ dateFrom: event.date_from, dateTo: event.date_to }, state.today);
      // Spec 2 §4.1: the name, the dates; exclusions and include-all records reset.
      return {
        ...datesReset(state, dates),
        selectedPage: "cloneOptions",
        selectedEvent: event,
        newEventName: cloneName(event.name),
        excludedContent: noExclusions(),
        includeAllRecords: [],
        eventOptions: { status: "loading" },
        optionsRequest: state.optionsRequest + 1,
        collapsedGroups: [],
        cloneError: null,
      };
    }
    case "optionsReceived":
      return { ...state, eventOptions: { status: "ready", data: action.options } };
    case "optionsFailed":
      return { ...state, eventOptions: { status: "error", message: action.message } };
    case "optionsInvalidated":
      return { ...state, eventOptions: { status: "loading" }, optionsRequest: state.optionsRequest + 1 };
    case "nameChanged":
      return { ...state, newEventName: action.name };
    case "startChanged":
      if (!action.date) return { ...state, newEventStartDate: "" };
      return datesReset(
        state,
        withNewStart({ dateFrom: state.newEventStartDate, dateTo: state.newEventEndDate }, action.date),
      );
    case "endChanged":
      if (!action.date) return { ...state, newEventEndDate: "" };
      return datesReset(
        state,
        withNewEnd({ dateFrom: state.newEventStartDate, dateTo: state.newEventEndDate }, action.date),
      );
    case "dayToggled":
      return { ...state, selectedDays: toggled(state.selectedDays, action.day).sort() };
    case "daysAssigned":
      if (state.selectedDays.length === 0) return state;
      return {
        ...state,
        dayGroups: assignDays(state.dayGroups, action.groupId, state.selectedDays),
        selectedDays: [],
      };
    case "contentTypeChanged":
      // Spec 2 §4.1: "Choosing 'specific' turns off include-all-record-data."
      return action.contentType === "specific"
        ? {
            ...state,
            contentType: "specific",
            includeAllRecordData: false,
            includeAllFormSubmissions: false,
            includeAllOrders: false,
          }
        : { ...state, contentType: "everything" };
    case "includeAllRecordDataToggled": {
      const on = !state.includeAllRecordData;
      // The order and form-submission options exist only while record data comes along.
      return {
        ...state,
        includeAllRecordData: on,
        includeAllFormSubmissions: on && state.includeAllFormSubmissions,
        includeAllOrders: on && state.includeAllOrders,
      };
    }
    case "includeAllFormSubmissionsToggled":
      return state.includeAllRecordData
        ? { ...state, includeAllFormSubmissions: !state.includeAllFormSubmissions }
        : state;
    case "includeAllOrdersToggled":
      return state.includeAllRecordData ? { ...state, includeAllOrders: !state.includeAllOrders } : state;
    case "itemToggled": {
      const { item } = action;
      const exclude = !isExcluded(state, item);
      // A parent takes its related children along; a child taken back brings its parent back.
      let excludedContent = setExcluded(state.excludedContent, withRelated(item), exclude);
      const groups = state.eventOptions.status === "ready" ? state.eventOptions.data.groups : [];
      const parent = exclude ? undefined : parentOf(groups, item);
      if (parent) excludedContent = setExcluded(excludedContent, [parent], false);
      return { ...state, excludedContent };
    }
    case "groupToggled": {
      const items = action.group.items.flatMap(withRelated);
      const allSelected = items.every((item) => !isExcluded(state, item));
      return { ...state, excludedContent: setExcluded(state.excludedContent, items, allSelected) };
    }
    case "recordsToggled":
      return { ...state, includeAllRecords: toggled(state.includeAllRecords, action.moduleId) };
    case "groupCollapsed":
      return { ...state, collapsedGroups: toggled(state.collapsedGroups, action.key) };
    case "back":
      if (state.cloning) return state;
      if (state.selectedPage === "selectContent")
        return { ...state, selectedPage: "cloneOptions", cloneError: null };
      if (state.selectedPage === "cloneOptions")
        return { ...state, selectedPage: "selectEvent", cloneError: null };
      return state;
    case "next":
      return state.selectedPage === "cloneOptions" &&
        state.contentType === "specific" &&
        !optionsProblem(state)
        ? { ...state, selectedPage: "selectContent", cloneError: null }
        : state;
    case "cloneStarted":
      return {
        ...state,
        cloning: true,
        selectedPage: "confirmation",
        jobId: null,
        progress: 0,
        remainingSeconds: null,
        cloneError: null,
      };
    case "jobQueued":
      return { ...state, jobId: action.jobId };
    case "jobProgressed":
      return { ...state, progress: action.progress, remainingSeconds: action.remainingSeconds };
    case "cloneFailed":
      // Spec 2 §4.1 "On error, processing stops": back where the clone was started, saying why.
      return {
        ...state,
        cloning: false,
        jobId: null,
        selectedPage: state.contentType === "specific" ? "selectContent" : "cloneOptions",
        cloneError: action.message,
      };
  }
}

/** What stops the options page from going on, or null. */
export function optionsProblem(state: CloneWizardState): string | null {
  if (!state.newEventName.trim()) return cloneMessages.nameRequired;
  if (state.newEventName.trim().length > 200) return cloneMessages.nameTooLong;
  if (!state.newEventStartDate) return cloneMessages.startRequired;
  if (!state.newEventEndDate) return cloneMessages.endRequired;
  if (state.newEventEndDate < state.newEventStartDate) return cloneMessages.endBeforeStart;
  const days = (Date.parse(state.newEventEndDate) - Date.parse(state.newEventStartDate)) / 86_400_000 + 1;
  if (days > 366) return cloneMessages.tooLong;
  return null;
}

/** The clone request (spec 2 §3) the state describes. */
export function cloneRequestOf(state: CloneWizardState): CloneRequest {
  if (!state.selectedEvent) throw new Error("No event was chosen to clone");
  const specific = state.contentType === "specific";
  return {
    eventSourceId: state.selectedEvent.id,
    cloneToOrgId: state.orgId,
    newEventName: state.newEventName.trim(),
    newEventStartDate: state.newEventStartDate,
    newEventEndDate: state.newEventEndDate,
    dayGroups: state.dayGroups,
    contentType: state.contentType,
    excludedContent: specific ? state.excludedContent : noExclusions(),
    includeAllRecordData: !specific && state.includeAllRecordData,
    includeAllFormSubmissions: !specific && state.includeAllRecordData && state.includeAllFormSubmissions,
    includeAllOrders: !specific && state.includeAllRecordData && state.includeAllOrders,
    includeAllRecords: specific ? state.includeAllRecords : [],
  };
}

export interface YearGroup {
  year: string;
  /** 'YYYY Events'. */
  title: string;
  events: CloneSourceEvent[];
}

/** The picker's events matching the filter (any part of the name, ignoring case), by year, newest first. */
export function eventYearGroups(events: readonly CloneSourceEvent[], filter: string): YearGroup[] {
  const term = filter.trim().toLocaleLowerCase("en");
  const byYear = new Map<string, CloneSourceEvent[]>();
  for (const event of events) {
    if (term && !event.name.toLocaleLowerCase("en").includes(term)) continue;
    const year = event.date_from.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), event]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([year, list]) => ({
      year,
      title: `${year} Events`,
      events: [...list].sort((a, b) =>
        a.date_from === b.date_from ? a.name.localeCompare(b.name) : a.date_from < b.date_from ? 1 : -1,
      ),
    }));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'MMM D YYYY', the picker's form of a day. */
export function pickerDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${MONTHS[Number(month) - 1] ?? ""} ${Number(date)} ${year}`;
}

/** 'MMM D YYYY - MMM D YYYY' (spec 2 §2.1, §9 "picker rows"). */
export function dateRangeLabel(event: Pick<CloneSourceEvent, "date_from" | "date_to">): string {
  return `${pickerDay(event.date_from)} - ${pickerDay(event.date_to)}`;
}

/** 'MMM D, YYYY' (spec 2 §9 "labels"), for the 'Previously:' lines. */
export function labelDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${MONTHS[Number(month) - 1] ?? ""} ${Number(date)}, ${year}`;
}

/**
 * The options page's warning when the new dates have already gone by (issue 22): cloning still
 * works, the organizer is only told. Null while both dates are today or later (or not set).
 * @example pastDatesWarning({ newEventStartDate: "2020-03-02", newEventEndDate: "2020-03-04", today: "2026-11-27" })
 */
export function pastDatesWarning(
  state: Pick<CloneWizardState, "newEventStartDate" | "newEventEndDate" | "today">,
): string | null {
  const { newEventStartDate: start, newEventEndDate: end, today } = state;
  const since = `today is ${labelDay(today)}`;
  if (end && end < today)
    return `The new dates are in the past (${since}): the new event will already be over. You can still clone it, or choose later dates.`;
  if (start && start < today)
    return `The new start date is in the past (${since}). You can still clone the event, or choose a later start.`;
  return null;
}

/** Whether every row of a group is selected, none, or some (the select-all box's state). */
export function groupSelection(
  state: Pick<CloneWizardState, "excludedContent">,
  group: CloneOptionGroup,
): "all" | "none" | "some" {
  const items = group.items.flatMap(withRelated);
  const selected = items.filter((item) => !isExcluded(state, item)).length;
  if (items.length === 0 || selected === items.length) return "all";
  return selected === 0 ? "none" : "some";
}

/** The excluded content key of a content type (the same names). */
export const excludedKeyOf = (type: CloneContentType): ExcludedContentKey => type;
