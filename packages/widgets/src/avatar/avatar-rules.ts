/**
 * Avatar sizes and colours (spec 2 §9): "Avatar sizes: huge 80, others from a size table times 4.
 * Colour picked by hashing an id among purple, blue, teal, yellow, orange, red shades 6 and 8."
 */

/** The size table, in units of 4 px; `huge` is fixed at 80 px. */
const sizeUnits = { tiny: 5, small: 6, medium: 8, large: 12 } as const;

export type AvatarSize = keyof typeof sizeUnits | "huge";

/** Every avatar size, smallest first. */
export const avatarSizes: readonly AvatarSize[] = ["tiny", "small", "medium", "large", "huge"];

/** Spec 2 §9 "huge 80". */
export const HUGE_AVATAR_PX = 80;

/** The side of an avatar in CSS pixels: `huge` 80, the others their table entry times 4. */
export function avatarPixels(size: AvatarSize): number {
  return size === "huge" ? HUGE_AVATAR_PX : sizeUnits[size] * 4;
}

/**
 * The palette, shades 6 and 8 of each hue, with the ink (text colour) that reads best on each:
 * white where it reaches the higher contrast, else the theme's dark text colour.
 */
export const avatarColors = [
  { name: "purple-6", background: "#7950f2", ink: "#ffffff" },
  { name: "purple-8", background: "#6741d9", ink: "#ffffff" },
  { name: "blue-6", background: "#228be6", ink: "#1b2130" },
  { name: "blue-8", background: "#1971c2", ink: "#ffffff" },
  { name: "teal-6", background: "#12b886", ink: "#1b2130" },
  { name: "teal-8", background: "#099268", ink: "#1b2130" },
  { name: "yellow-6", background: "#fab005", ink: "#1b2130" },
  { name: "yellow-8", background: "#f59f00", ink: "#1b2130" },
  { name: "orange-6", background: "#fd7e14", ink: "#1b2130" },
  { name: "orange-8", background: "#e8590c", ink: "#1b2130" },
  { name: "red-6", background: "#fa5252", ink: "#1b2130" },
  { name: "red-8", background: "#e03131", ink: "#ffffff" },
] as const;

export type AvatarColor = (typeof avatarColors)[number]["name"];

/** FNV-1a over the id's UTF-16 code units: the same id gives the same colour on every page load. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The colour of the avatar of `id`, picked by hashing it among the palette.
 * @example avatarColorOf("0b6f…") // "teal-8", always, for this id
 */
export function avatarColorOf(id: string): AvatarColor {
  return (avatarColors[hashOf(id) % avatarColors.length] ?? avatarColors[0]).name;
}

/**
 * Up to two initials: the first letters of the first and last words, upper-cased ("Ada
 * Lovelace" → "AL", "acme" → "A"); empty when the text has no letter or digit to show.
 */
export function initialsOf(text: string): string {
  const words = text
    .trim()
    .split(/\s+/)
    .map((word) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "")
    .filter(Boolean);
  const first = words[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1] ?? "") : "";
  return (first + last).toUpperCase();
}
