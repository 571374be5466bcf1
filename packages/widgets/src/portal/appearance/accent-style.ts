import { accentPalette } from "@foyer/domain";
import type { CSSProperties } from "react";

/**
 * The portal's accent colour (its "appearance" setting) as the theme's custom properties, set on
 * the page's outer element so buttons, links and focus use it. A colour too light for white text
 * comes back darkened (domain `readableAccent`), so the accent never costs readability.
 */
export function accentStyle(accentColor: string | null | undefined): CSSProperties | undefined {
  if (!accentColor) return undefined;
  const { primary, hover, soft } = accentPalette(accentColor);
  return {
    "--foyer-color-primary": primary,
    "--foyer-color-primary-hover": hover,
    "--foyer-color-primary-soft": soft,
  } as CSSProperties;
}
