/**
 * Import value formats (spec 1 §5 "Import field formats", spec 2 §5 "Value formats for import").
 * Each reader turns one CSV cell into the stored value, or says in a sentence what is wrong.
 * The server applies them to every row; the import guide quotes the same rules.
 */
import { dayRange } from "../dates/days.js";
import { isValidEmail } from "../values/value-helpers.js";

export type CellResult<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = (error: string): CellResult<never> => ({ ok: false, error });

/** full-name: split on the first space. */
export function readFullName(cell: string): CellResult<{ first_name: string; last_name: string }> {
  const trimmed = cell.trim().replace(/\s+/g, " ");
  if (!trimmed) return fail("Name is empty");
  const space = trimmed.indexOf(" ");
  return space === -1
    ? ok({ first_name: trimmed, last_name: "" })
    : ok({ first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) });
}

/** email: a standard address pattern (spec 2 §5 "Value helpers"); answers it trimmed. */
export function readEmail(cell: string): CellResult<string> {
  const text = cell.trim();
  return isValidEmail(cell) ? ok(text) : fail(`"${text}" is not a valid email address`);
}

/** dropdown: values must match existing options, case-insensitively; multi-select comma-separated. */
export function readDropdown(
  cell: string,
  options: readonly string[],
  multiple: boolean,
): CellResult<string[]> {
  const parts = (multiple ? cell.split(",") : [cell]).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return fail("No value given");
  const byLower = new Map(options.map((option) => [option.toLowerCase(), option]));
  const values: string[] = [];
  for (const part of parts) {
    const match = byLower.get(part.toLowerCase());
    if (!match) return fail(`"${part}" is not one of the options (${options.join(", ")})`);
    if (!values.includes(match)) values.push(match);
  }
  return ok(values);
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

/** date: yyyy-mm-dd or mm-dd-yyyy ('/' also accepted as separator); answers YYYY-MM-DD. */
export function readDate(cell: string): CellResult<string> {
  const text = cell.trim();
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  let parts: [number, number, number] | null = match
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : null;
  if (!parts) {
    match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
    if (match) parts = [Number(match[3]), Number(match[1]), Number(match[2])];
  }
  if (!parts) return fail(`"${text}" is not a date: use yyyy-mm-dd or mm-dd-yyyy`);
  const [year, month, day] = parts;
  if (!isRealDate(year, month, day)) return fail(`"${text}" is not a real calendar date`);
  return ok(isoDate(year, month, day));
}

/** number: decimals allowed (a dot as the decimal separator; thousands commas are ignored). */
export function readNumber(cell: string): CellResult<number> {
  const text = cell.trim().replace(/,(?=\d{3}(\D|$))/g, "");
  if (!/^[-+]?(\d+(\.\d+)?|\.\d+)$/.test(text)) return fail(`"${cell.trim()}" is not a number`);
  return ok(Number(text));
}

/** currency: up to 2 decimals, USD only ('$', 'USD' or no symbol). */
export function readCurrency(cell: string): CellResult<number> {
  const text = cell.trim();
  const stripped = text
    .replace(/^USD\s*/i, "")
    .replace(/\s*USD$/i, "")
    .replace(/^\$\s*/, "")
    .replace(/^-\$/, "-");
  if (/[€£¥₹]|[A-Z]{3}/i.test(stripped)) return fail(`"${text}" is not in USD: only US dollars are accepted`);
  const number = readNumber(stripped);
  if (!number.ok) return fail(`"${text}" is not an amount`);
  if (/\.\d{3,}$/.test(stripped)) return fail(`"${text}" has more than 2 decimals`);
  return ok(number.value);
}

const TRUE_WORDS = new Set(["y", "yes", "1", "true"]);
const FALSE_WORDS = new Set(["n", "no", "0", "false"]);

/** boolean: Y/N, Yes/No, 1/0, True/False (any letter case). */
export function readBoolean(cell: string): CellResult<boolean> {
  const word = cell.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return ok(true);
  if (FALSE_WORDS.has(word)) return ok(false);
  return fail(`"${cell.trim()}" is not a yes/no value: use Y/N, Yes/No, 1/0 or True/False`);
}

/** time: h:mm:ss, h:mm or hh:mm; answers HH:mm:ss. */
export function readTime(cell: string): CellResult<string> {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(cell.trim());
  if (!match) return fail(`"${cell.trim()}" is not a time: use h:mm, hh:mm or h:mm:ss`);
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return fail(`"${cell.trim()}" is not a time of day`);
  return ok(`${pad(hours)}:${pad(minutes)}:${pad(seconds)}`);
}

/**
 * datetime: ISO-like ("2027-03-15T09:30", "2027-03-15 09:30:00", optional seconds, optional
 * zone "Z" or "+02:00"). Answers the local date-time and the zone offset when one was given.
 */
export function readDateTime(cell: string): CellResult<{ local: string; offset: string | null }> {
  const text = cell.trim();
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2}(?::\d{2})?)(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
    text,
  );
  if (!match?.[1] || !match[2])
    return fail(`"${text}" is not a date and time: use yyyy-mm-ddThh:mm with an optional zone`);
  const date = readDate(match[1]);
  const time = readTime(match[2]);
  if (!date.ok) return date;
  if (!time.ok) return time;
  let offset: string | null = null;
  if (match[3]) {
    const zone = match[3].toUpperCase();
    offset = zone === "Z" ? "+00:00" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    const hours = Number(offset.slice(1, 3));
    if (hours > 14 || Number(offset.slice(4)) > 59) return fail(`"${match[3]}" is not a time zone offset`);
  }
  return ok({ local: `${date.value}T${time.value}`, offset });
}

/** phone: digits with an optional country-code prefix ("+44 20 7946 0958", "(555) 123-4567"). */
export function readPhone(cell: string): CellResult<{ country_code: string | null; number: string }> {
  const text = cell.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return fail(`"${text}" is not a phone number`);
  const withCode = /^\+(\d{1,3})[\s.-]+(.+)$/.exec(text) ?? /^\+(\d{1,3})(\(.+)$/.exec(text);
  const digits = (withCode?.[2] ?? text).replace(/\D/g, "");
  if (digits.length < 4 || digits.length > 15) return fail(`"${text}" is not a phone number`);
  return ok({ country_code: withCode?.[1] ? `+${withCode[1]}` : null, number: digits });
}

/** file: a valid http(s) file URL. */
export function readFileUrl(cell: string): CellResult<string> {
  const text = cell.trim();
  try {
    const url = new URL(text);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname && url.pathname.length > 1) {
      return ok(text);
    }
  } catch {
    // falls through
  }
  return fail(`"${text}" is not a file URL (http:// or https:// with a file path)`);
}

/** percent: the number is the percentage as given (0.5 means 0.5%). A trailing % is allowed. */
export function readPercent(cell: string): CellResult<number> {
  const number = readNumber(cell.trim().replace(/\s*%$/, ""));
  return number.ok ? number : fail(`"${cell.trim()}" is not a percentage`);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function readDayOfYear(text: string, defaultYear: number): string | null {
  const full = readDate(text);
  if (full.ok) return full.value;
  let match = /^(\d{1,2})[/-](\d{1,2})$/.exec(text);
  if (match) {
    const [month, day] = [Number(match[1]), Number(match[2])];
    return isRealDate(defaultYear, month, day) ? isoDate(defaultYear, month, day) : null;
  }
  match = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:,?\s+(\d{4}))?$/i.exec(text);
  if (match?.[1]) {
    const month = MONTHS.indexOf(match[1].toLowerCase()) + 1;
    const [day, year] = [Number(match[2]), match[3] ? Number(match[3]) : defaultYear];
    return month > 0 && isRealDate(year, month, day) ? isoDate(year, month, day) : null;
  }
  return null;
}

/**
 * event-days: days or ranges separated by commas, a range being two days joined by a dash
 * ("03/15-03/17", "2027-03-15 - 2027-03-17", "Mar 15 - Mar 17"); the year defaults to the
 * event's year; days outside the event are dropped silently.
 */
export function readEventDays(
  cell: string,
  event: { dateFrom: string; dateTo: string },
): CellResult<string[]> {
  const defaultYear = Number(event.dateFrom.slice(0, 4));
  const days = new Set<string>();
  for (const piece of cell
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    // A range dash has spaces around it, or sits between two short forms ("03/15-03/17").
    const spaced = piece.split(/\s+[-–]\s+/);
    const ends =
      spaced.length === 2
        ? spaced
        : /^\d{1,2}\/\d{1,2}-\d{1,2}\/\d{1,2}$/.test(piece)
          ? piece.split("-")
          : [piece];
    const [start, end] = [ends[0] ?? "", ends[1] ?? ends[0] ?? ""].map((text) =>
      readDayOfYear(text.trim(), defaultYear),
    );
    if (!start || !end) return fail(`"${piece}" is not a day or a range of days (e.g. 03/15-03/17)`);
    if (end < start) return fail(`"${piece}" ends before it starts`);
    for (const day of dayRange(start, end)) {
      if (day >= event.dateFrom && day <= event.dateTo) days.add(day);
    }
  }
  return ok([...days].sort());
}
