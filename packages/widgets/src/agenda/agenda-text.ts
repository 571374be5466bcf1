/**
 * What the agenda says. The spec quotes none of it (issue 25 item 5 names the widget's parts
 * only), so every sentence here is ours; "Loading..." is the spec's loading text.
 */
export const agendaText = {
  loading: "Loading...",
  unpublished: "This schedule has not been published yet.",
  network:
    "The schedule could not be loaded: the server could not be reached. Check your connection and try again.",
  failed: "The schedule could not be loaded. Please try again.",
  unreadable: "The schedule could not be read.",
  retry: "Try again",
  empty: "No sessions have been scheduled yet.",
  noMatches: "No sessions match your search.",
  clearFilters: "Clear search and filters",
  search: "Search sessions",
  searchHint: "Title, speaker, room or track",
  room: "Room",
  allRooms: "All rooms",
  track: "Track",
  allTracks: "All tracks",
  days: "Days",
  zone: "Show times in",
  eventZone: (zone: string) => `Event time (${zone})`,
  viewerZone: (zone: string) => `Your time (${zone})`,
  timesIn: (zone: string) => `Times are in ${zone}.`,
  version: (version: string) => `Version ${version}`,
  wholeSchedule: "Download the whole schedule (.ics)",
  shown: (shown: number, total: number) =>
    shown === total ? (total === 1 ? "1 session" : `${total} sessions`) : `${shown} of ${total} sessions`,
  plenum: "All rooms",
  speakers: "Speakers",
  addToCalendar: "Add to calendar",
  addToCalendarLabel: (title: string) => `Add to calendar: ${title}`,
  untitled: "Untitled session",
} as const;
