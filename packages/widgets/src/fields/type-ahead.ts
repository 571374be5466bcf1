import type { FieldOption } from "@foyer/domain";

/** How long typed letters keep adding to one search (APG select-only combobox). */
export const TYPE_AHEAD_RESET_MS = 500;

/**
 * Remembers letters typed in quick succession and finds the option they start. Uses
 * timestamps, not timers, so nothing is left running when the field goes away.
 */
export function createTypeAhead(now: () => number = Date.now) {
  let buffer = "";
  let last = 0;
  return {
    /** True while a search is being typed (a Space then belongs to it). */
    get active() {
      return buffer !== "" && now() - last <= TYPE_AHEAD_RESET_MS;
    },
    /** The index of the option the letters so far lead to, or null. */
    find(letter: string, options: readonly FieldOption[], from: number): number | null {
      const time = now();
      buffer = time - last > TYPE_AHEAD_RESET_MS ? letter.toLowerCase() : buffer + letter.toLowerCase();
      last = time;
      // Repeating one letter cycles through the options that start with it.
      const repeated = [...buffer].every((char) => char === buffer[0]);
      const search = repeated ? buffer.slice(0, 1) : buffer;
      const start = repeated || buffer.length === 1 ? from + 1 : from;
      for (let step = 0; step < options.length; step += 1) {
        const index = (start + step) % options.length;
        if (options[index]?.label.toLowerCase().startsWith(search)) return index;
      }
      return null;
    },
  };
}
