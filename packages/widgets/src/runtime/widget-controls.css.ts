import { css } from "./css.js";

/*
 * Styles the import wizard and the record picker share. The form widget keeps its own copy (with
 * dark fallbacks) so that nothing is added to its first download (issue 3: 35 KB).
 */

/** The `--fw-*` names the shared Dialog reads, from the documented `--foyer-*` properties. */
export const widgetTokens = css`
  --fw-font: var(--foyer-font-family, var(--foyer-font, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif));
  --fw-text: var(--foyer-color-text, #1b2130);
  --fw-muted: var(--foyer-color-text-muted, #5d6678);
  --fw-bg: var(--foyer-color-background, var(--foyer-color-surface, #ffffff));
  --fw-surface-muted: var(--foyer-color-surface-muted, #f4f6f9);
  --fw-border: var(--foyer-color-border, #dde1e8);
  --fw-border-strong: var(--foyer-color-border-strong, #c4cad5);
  --fw-primary: var(--foyer-color-primary, #3453d1);
  --fw-primary-soft: var(--foyer-color-primary-soft, #eef1fd);
  --fw-on-primary: var(--foyer-color-on-primary, #ffffff);
  --fw-danger: var(--foyer-color-danger, #b42318);
  --fw-danger-soft: var(--foyer-color-danger-soft, #fef3f2);
  --fw-warning-soft: var(--foyer-color-warning-soft, #fffaeb);
  --fw-radius: var(--foyer-radius, 10px);
  --fw-radius-sm: var(--foyer-radius-sm, 6px);
  --fw-space: var(--foyer-space, var(--foyer-space-4, 16px));
  --fw-focus: var(--foyer-focus-ring, 0 0 0 3px rgb(52 83 209 / 0.35));
  --fw-shadow: var(--foyer-shadow-lg, 0 12px 32px rgb(16 24 40 / 0.16));
`;

/**
 * The action button and its primary variant, under the widget's own class name.
 * @example buttonCss("foyer-iw-button") // .foyer-iw-button, .foyer-iw-button--primary
 */
export function buttonCss(name: string): string {
  return css`
  .${name} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: calc(2.5 * var(--foyer-rem));
    padding: calc(0.5 * var(--foyer-rem)) calc(1 * var(--foyer-rem));
    border: 1px solid var(--fw-border-strong);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-bg);
    color: var(--fw-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .${name}:hover {
    border-color: var(--fw-primary);
  }
  .${name}:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .${name}--primary {
    border-color: var(--fw-primary);
    background: var(--fw-primary);
    color: var(--fw-on-primary);
  }
`;
}
