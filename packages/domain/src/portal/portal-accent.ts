/*
 * The portal's accent colour as the apps may use it (issue 6 "appearance"): buttons carry white
 * text on the accent, so an accent too light for WCAG AA (4.5:1 against white) is darkened until
 * it passes, keeping its hue.
 */

/** WCAG 2 AA for normal text. */
export const ACCENT_MIN_CONTRAST = 4.5;

const channels = (hex: string): [number, number, number] | null => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  return [
    Number.parseInt(match[1] ?? "0", 16),
    Number.parseInt(match[2] ?? "0", 16),
    Number.parseInt(match[3] ?? "0", 16),
  ];
};

const linear = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: [number, number, number]) =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** The contrast ratio of `hex` against white (1 to 21); 0 for a value that is not `#rrggbb`. */
export function contrastWithWhite(hex: string): number {
  const rgb = channels(hex);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : 0;
}

const toHex = (rgb: [number, number, number]) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, "0")).join("")}`;

/**
 * An accent white text reads on: `hex` itself when it passes 4.5:1, else the same hue darkened
 * step by step until it does; `fallback` when `hex` is not a colour.
 * @example readableAccent("#ffd43b") // a dark amber such as "#7a6620"
 */
export function readableAccent(hex: string, fallback = "#3b5bdb"): string {
  const rgb = channels(hex);
  if (!rgb) return fallback;
  let current = rgb;
  for (let step = 0; step < 100 && 1.05 / (luminance(current) + 0.05) < ACCENT_MIN_CONTRAST; step++) {
    current = current.map((value) => Math.floor(value * 0.95)) as [number, number, number];
  }
  return toHex(current).toLowerCase();
}

const mix = (hex: string, target: number, amount: number) => {
  const rgb = channels(hex) ?? [0, 0, 0];
  return toHex(rgb.map((value) => value + (target - value) * amount) as [number, number, number]);
};

/** The colours the portal apps theme with: the readable accent, a darker hover and a pale tint. */
export function accentPalette(hex: string): { primary: string; hover: string; soft: string } {
  const primary = readableAccent(hex);
  return { primary, hover: mix(primary, 0, 0.18), soft: mix(primary, 255, 0.9) };
}
