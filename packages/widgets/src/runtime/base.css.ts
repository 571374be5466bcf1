import { css } from "./css.js";

/**
 * The documented theme properties (docs/embedding.md "Theming"). They are declared on `:host`, so
 * a host page overrides any of them with an ordinary rule on the element (outer rules beat
 * `:host` rules) and they inherit into the shadow tree; nothing else crosses the boundary.
 */
const layoutTokens = css`
  /* A system font stack: @font-face rules inside a shadow root are not applied by every browser,
     and a web font would need the host page's font-src. System fonts need neither. */
  --foyer-font:
    ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --foyer-font-size: 15px;
  /* The widget's own "rem": a host page's html font size (e.g. 30px) must not scale the widget. */
  --foyer-rem: 16px;
  --foyer-line-height: 1.5;
  --foyer-radius-sm: 6px;
  --foyer-radius: 10px;
  --foyer-radius-lg: 14px;
  --foyer-space-1: 4px;
  --foyer-space-2: 8px;
  --foyer-space-3: 12px;
  --foyer-space-4: 16px;
  --foyer-space-5: 24px;
  --foyer-space-6: 32px;
  --foyer-space-7: 48px;
`;

const lightTokens = css`
  --foyer-color-scheme: light;
  --foyer-color-bg: #f5f6f8;
  --foyer-color-surface: #ffffff;
  --foyer-color-surface-muted: #f9fafb;
  --foyer-color-text: #1b2130;
  --foyer-color-text-muted: #5d6678;
  --foyer-color-border: #dde1e8;
  --foyer-color-border-strong: #c4cad5;
  --foyer-color-primary: #3453d1;
  --foyer-color-primary-hover: #2a45b3;
  --foyer-color-primary-soft: #eef1fd;
  --foyer-color-on-primary: #ffffff;
  --foyer-color-danger: #b42318;
  --foyer-color-danger-soft: #fef3f2;
  --foyer-color-success: #067647;
  --foyer-color-success-soft: #ecfdf3;
  --foyer-color-warning: #93370d;
  --foyer-color-warning-soft: #fffaeb;
  --foyer-color-info: #1d4ed8;
  --foyer-color-info-soft: #eff4ff;
  --foyer-color-inverse: #1f2533;
  --foyer-color-on-inverse: #f4f6fa;
  --foyer-focus-ring: 0 0 0 3px rgb(52 83 209 / 0.35);
  --foyer-shadow-sm: 0 1px 2px rgb(16 24 40 / 0.06);
  --foyer-shadow: 0 1px 3px rgb(16 24 40 / 0.08), 0 8px 24px rgb(16 24 40 / 0.06);
  --foyer-shadow-lg: 0 12px 32px rgb(16 24 40 / 0.16);
`;

const darkTokens = css`
  --foyer-color-scheme: dark;
  --foyer-color-bg: #0f1420;
  --foyer-color-surface: #171d2b;
  --foyer-color-surface-muted: #1d2433;
  --foyer-color-text: #e6e9f0;
  --foyer-color-text-muted: #a3acbd;
  --foyer-color-border: #2c3446;
  --foyer-color-border-strong: #3b4559;
  --foyer-color-primary: #8ea2ff;
  --foyer-color-primary-hover: #a9b8ff;
  --foyer-color-primary-soft: #1f2849;
  --foyer-color-on-primary: #0b1020;
  --foyer-color-danger: #f97066;
  --foyer-color-danger-soft: #3a1a1a;
  --foyer-color-success: #47cd89;
  --foyer-color-success-soft: #0f2e20;
  --foyer-color-warning: #fdb022;
  --foyer-color-warning-soft: #33250d;
  --foyer-color-info: #84adff;
  --foyer-color-info-soft: #16213d;
  --foyer-color-inverse: #e6e9f0;
  --foyer-color-on-inverse: #171d2b;
  --foyer-focus-ring: 0 0 0 3px rgb(142 162 255 / 0.45);
  --foyer-shadow-sm: 0 1px 2px rgb(0 0 0 / 0.4);
  --foyer-shadow: 0 1px 3px rgb(0 0 0 / 0.4), 0 8px 24px rgb(0 0 0 / 0.35);
  --foyer-shadow-lg: 0 12px 32px rgb(0 0 0 / 0.5);
`;

/**
 * Adopted first by every widget: theme defaults on `:host`, and a reset of the two nodes the
 * runtime owns, so that nothing the host page's CSS makes the host inherit (font, colour,
 * letter-spacing, visibility, cursor...) reaches the widget.
 */
export const baseCss = css`
  :host {
    ${layoutTokens}
    ${lightTokens}
    display: block;
  }
  :host([theme="dark"]) {
    ${darkTokens}
  }
  :host([hidden]) {
    display: none;
  }
  .foyer-root,
  .foyer-portal {
    all: initial;
    display: block;
    color-scheme: var(--foyer-color-scheme);
    color: var(--foyer-color-text);
    font-family: var(--foyer-font);
    font-size: var(--foyer-font-size);
    line-height: var(--foyer-line-height);
    -webkit-font-smoothing: antialiased;
    text-align: start;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  [hidden] {
    display: none !important;
  }
  :focus-visible {
    outline: none;
    box-shadow: var(--foyer-focus-ring);
  }
  .foyer-widget-error {
    margin: 0;
    padding: var(--foyer-space-4);
    border: 1px solid var(--foyer-color-danger);
    border-radius: var(--foyer-radius);
    background: var(--foyer-color-danger-soft);
    color: var(--foyer-color-danger);
  }
`;

/** Adopted after `baseCss` when a widget is mounted with `theme: "dark"` on a host without the attribute. */
export const darkThemeCss = css`
  :host {
    ${darkTokens}
  }
`;
