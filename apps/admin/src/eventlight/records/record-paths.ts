import { type ModuleSummary, type RecordColumn, type RecordRow, recordValueText } from "@foyer/domain";
import { eventPath } from "../event-paths.js";

/**
 * Where the record pages live (spec 1 §2 "Event area": contacts, sponsors, exhibitors): the three
 * modules every event has at /event-light/{eventId}/{slug}, other modules at
 * /event-light/{eventId}/modules/{moduleId}.
 */
export const fixedModules = [
  { slug: "contacts", label: "Contacts", lead: "The people of this event: speakers, attendees and others." },
  { slug: "sponsors", label: "Sponsors", lead: "The companies that sponsor this event." },
  { slug: "exhibitors", label: "Exhibitors", lead: "The companies that exhibit at this event." },
] as const;

export type FixedSlug = (typeof fixedModules)[number]["slug"];

const isFixedSlug = (slug: string): slug is FixedSlug => fixedModules.some((fixed) => fixed.slug === slug);

/** Which module a record page shows: a fixed one by slug, any other by id. */
export type ModuleRef = { slug: FixedSlug } | { moduleId: string };

export function findModule(modules: readonly ModuleSummary[], ref: ModuleRef): ModuleSummary | undefined {
  return "slug" in ref
    ? modules.find((module) => module.slug === ref.slug && module.kind !== "custom")
    : modules.find((module) => module.id === ref.moduleId);
}

export function recordsPath(eventId: string, module: Pick<ModuleSummary, "id" | "slug" | "kind">): string {
  return module.kind !== "custom" && isFixedSlug(module.slug)
    ? eventPath(eventId, module.slug)
    : eventPath(eventId, `modules/${encodeURIComponent(module.id)}`);
}

/** The lead under a page's title. */
export function moduleLead(module: ModuleSummary): string {
  const fixed = fixedModules.find((item) => item.slug === module.slug && module.kind !== "custom");
  return fixed?.lead ?? `The ${module.name.toLowerCase()} of this event.`;
}

/** "contact" → "contacts"; good enough for the record names modules carry. */
export function plural(word: string, n: number): string {
  if (n === 1) return word;
  return /(s|x|ch|sh)$/.test(word)
    ? `${word}es`
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;
}

/**
 * A cell of the records table as text: a built-in value, or a module field's value from `data`,
 * read by its field's type as the record page reads it (a country's name, Yes/No, lists joined).
 */
export function cellText(row: RecordRow, column: string | RecordColumn): string {
  const columnId = typeof column === "string" ? column : column.id;
  const builtIn = (row as unknown as Record<string, unknown>)[columnId];
  const value = columnId in row && columnId !== "data" ? builtIn : row.data[columnId];
  return recordValueText(typeof column === "string" ? {} : column, value);
}
