import type { RecordPickerMode } from "./modes.js";

/**
 * What the search-and-pick dialog says. The spec quotes none of it (spec 2 §2.3, §4.7 name the
 * dialog, its states and modes only), so every sentence here is ours.
 */
export const pickerText = {
  title: {
    speaker: "Add Speakers",
    sponsor: "Add Sponsors",
    exhibitor: "Add Exhibitors",
    people: "Add People",
  } satisfies Record<RecordPickerMode, string>,
  searchLabel: {
    speaker: "Search speakers",
    sponsor: "Search sponsors",
    exhibitor: "Search exhibitors",
    people: "Search people",
  } satisfies Record<RecordPickerMode, string>,
  placeholder: { contact: "Search by name or email", account: "Search by name" },
  prompt: "Type a name to search.",
  loading: "Loading...",
  results: (count: number) => (count === 1 ? "1 result" : `${count} results`),
  noMatches: (term: string) => `No matches for "${term}"`,
  failed: "An error occurred while searching.",
  retry: "Try again",
  signIn: "Sign in with your Foyer organizer account to search records.",
  sessionEnded: "Your session has ended. Sign in again to search records.",
  clear: "Clear search",
  selected: (count: number) => `${count} selected`,
  remove: (name: string) => `Remove ${name}`,
  max: (max: number) => (max === 1 ? "You can pick 1." : `You can pick up to ${max}.`),
  cancel: "Cancel",
  save: "Save",
  unknownMode: (mode: string) =>
    `Foyer record-picker: unknown mode ${JSON.stringify(mode)}; use one of speaker, sponsor, exhibitor, people`,
} as const;
