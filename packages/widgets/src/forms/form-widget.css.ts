import { fieldsCss } from "../fields/fields.css.js";
import { css } from "../runtime/css.js";

/*
 * Styles of the participant form widget and its fields; parts loaded on demand adopt their own,
 * with the same custom properties and part names. Theme it from the host page with the
 * `--foyer-*` custom properties (each has a fallback here):
 *   --foyer-color-primary, --foyer-color-text, --foyer-color-background, --foyer-color-border,
 *   --foyer-color-danger, --foyer-radius, --foyer-font-family, --foyer-space
 * and `[data-theme="dark"]` on an ancestor inside the widget (the runtime sets it on its root).
 *
 * `::part()` names, for host pages (`foyer-submission-form::part(button-primary) { … }`):
 *   title, description, banner       the form's name, description, the "Preview" banner
 *   account, status                   "Signed in as …"; loading, closed, not-found and error states
 *   form, stepper, step, step-header  the <form>, the step list, each step in it, the step's title
 *   notice, error-summary, save-status  "Draft restored"/editing notice, the role="alert" summary, "Saving…"
 *   field, label, required, help, input, error  one field: wrapper, label, red asterisk, help, control, message
 *   combobox, listbox, option, chip   dropdown and countries: the combobox, its listbox, options, chosen chips
 *   popover, calendar, dialog, dialog-backdrop  overlays (the date picker is a popover with a calendar)
 *   file, photo                       an uploaded or uploading file; the photo preview
 *   button, button-primary, button-back, button-next, button-submit, button-edit, link
 *   sign-in                           the inline sign-in / sign-up panel
 *   confirmation, summary             the confirmation and the summary of what was sent
 */

const tokens = css`
  --fw-font: var(--foyer-font-family, var(--foyer-font, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif));
  --fw-text: var(--foyer-color-text, #1b2130);
  --fw-muted: var(--foyer-color-text-muted, #5d6678);
  --fw-bg: var(--foyer-color-background, var(--foyer-color-surface, #ffffff));
  --fw-surface-muted: var(--foyer-color-surface-muted, #f4f6f9);
  --fw-border: var(--foyer-color-border, #dde1e8);
  --fw-border-strong: var(--foyer-color-border-strong, var(--foyer-color-border, #c4cad5));
  --fw-primary: var(--foyer-color-primary, #3453d1);
  --fw-primary-soft: var(--foyer-color-primary-soft, #eef1fd);
  --fw-on-primary: var(--foyer-color-on-primary, #ffffff);
  --fw-danger: var(--foyer-color-danger, #b42318);
  --fw-danger-soft: var(--foyer-color-danger-soft, #fef3f2);
  --fw-success: var(--foyer-color-success, #067647);
  --fw-info-soft: var(--foyer-color-info-soft, #eff4ff);
  --fw-warning-soft: var(--foyer-color-warning-soft, #fffaeb);
  --fw-radius: var(--foyer-radius, 10px);
  --fw-radius-sm: var(--foyer-radius-sm, 6px);
  --fw-space: var(--foyer-space, var(--foyer-space-4, 16px));
  --fw-focus: var(--foyer-focus-ring, 0 0 0 3px rgb(52 83 209 / 0.35));
  --fw-shadow: var(--foyer-shadow-lg, 0 12px 32px rgb(16 24 40 / 0.16));
`;

// Dark fallbacks; the runtime's dark theme sets the --foyer-* values themselves on :host.
const darkTokens = css`
  --fw-text: var(--foyer-color-text, #e6e9f0);
  --fw-muted: var(--foyer-color-text-muted, #a3acbd);
  --fw-bg: var(--foyer-color-background, var(--foyer-color-surface, #171d2b));
  --fw-surface-muted: var(--foyer-color-surface-muted, #1d2433);
  --fw-border: var(--foyer-color-border, #2c3446);
  --fw-border-strong: var(--foyer-color-border-strong, var(--foyer-color-border, #3b4559));
  --fw-primary: var(--foyer-color-primary, #8ea2ff);
  --fw-primary-soft: var(--foyer-color-primary-soft, #1f2849);
  --fw-on-primary: var(--foyer-color-on-primary, #0b1020);
  --fw-danger: var(--foyer-color-danger, #f97066);
  --fw-danger-soft: var(--foyer-color-danger-soft, #3a1a1a);
  --fw-success: var(--foyer-color-success, #47cd89);
  --fw-info-soft: var(--foyer-color-info-soft, #16213d);
  --fw-warning-soft: var(--foyer-color-warning-soft, #33250d);
  --fw-focus: var(--foyer-focus-ring, 0 0 0 3px rgb(142 162 255 / 0.45));
  color-scheme: dark;
`;

const layoutCss = css`
  .foyer-fw,
  .foyer-popover,
  .foyer-dialog-backdrop {
    ${tokens}
  }
  [data-theme="dark"] .foyer-fw,
  .foyer-fw[data-theme="dark"],
  .foyer-popover[data-theme="dark"],
  .foyer-dialog-backdrop[data-theme="dark"] {
    ${darkTokens}
  }
  .foyer-fw {
    box-sizing: border-box;
    max-width: calc(44 * var(--foyer-rem));
    color: var(--fw-text);
    background: var(--fw-bg);
    font-family: var(--fw-font);
    line-height: 1.5;
  }
  .foyer-fw *,
  .foyer-fw *::before,
  .foyer-fw *::after,
  .foyer-popover *,
  .foyer-dialog-backdrop * {
    box-sizing: border-box;
  }
  .foyer-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }

  .foyer-form-header {
    display: grid;
    gap: calc(var(--fw-space) * 0.5);
    margin-bottom: var(--fw-space);
  }
  .foyer-form-title {
    margin: 0;
    font-size: calc(1.5 * var(--foyer-rem));
    line-height: 1.25;
  }
  .foyer-form-description {
    margin: 0;
    color: var(--fw-muted);
  }
  .foyer-banner {
    margin: 0;
    padding: calc(var(--fw-space) * 0.5) calc(var(--fw-space) * 0.75);
    border: 1px dashed var(--fw-primary);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-warning-soft);
  }
  .foyer-account {
    display: flex;
    flex-wrap: wrap;
    gap: calc(0.5 * var(--foyer-rem));
    align-items: baseline;
    margin: 0;
    font-size: calc(0.875 * var(--foyer-rem));
    color: var(--fw-muted);
  }

  .foyer-form-status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--fw-space) * 0.75);
    margin: 0;
    padding: var(--fw-space);
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius);
  }
  .foyer-form-status p {
    margin: 0;
  }
  .foyer-form-status--error {
    border-color: var(--fw-danger);
    background: var(--fw-danger-soft);
  }
  .foyer-spinner {
    width: calc(1 * var(--foyer-rem));
    height: calc(1 * var(--foyer-rem));
    border: 2px solid var(--fw-border);
    border-top-color: var(--fw-primary);
    border-radius: 50%;
    animation: foyer-spin 0.8s linear infinite;
  }
  @keyframes foyer-spin {
    to {
      transform: rotate(360deg);
    }
  }

  .foyer-stepper__list {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--fw-space) * 0.5);
    margin: 0 0 var(--fw-space);
    padding: 0;
    list-style: none;
    counter-reset: none;
  }
  .foyer-stepper__button {
    display: inline-flex;
    align-items: center;
    gap: calc(0.5 * var(--foyer-rem));
    padding: calc(0.3 * var(--foyer-rem)) calc(0.65 * var(--foyer-rem)) calc(0.3 * var(--foyer-rem)) calc(0.3 * var(--foyer-rem));
    border: 1px solid transparent;
    border-radius: 999px;
    background: transparent;
    color: var(--fw-muted);
    font: inherit;
  }
  button.foyer-stepper__button {
    cursor: pointer;
  }
  button.foyer-stepper__button:hover {
    border-color: var(--fw-border);
  }
  .foyer-stepper__button:focus-visible {
    outline: none;
    box-shadow: var(--fw-focus);
  }
  .foyer-stepper__index {
    display: grid;
    place-items: center;
    width: calc(1.6 * var(--foyer-rem));
    height: calc(1.6 * var(--foyer-rem));
    border-radius: 50%;
    border: 1px solid var(--fw-border-strong);
    font-size: calc(0.8 * var(--foyer-rem));
    font-weight: 700;
  }
  .foyer-stepper__step[data-state="current"] .foyer-stepper__button {
    color: var(--fw-text);
    font-weight: 600;
  }
  .foyer-stepper__step[data-state="current"] .foyer-stepper__index {
    border-color: var(--fw-primary);
    background: var(--fw-primary);
    color: var(--fw-on-primary);
  }
  .foyer-stepper__step[data-state="complete"] .foyer-stepper__index {
    border-color: var(--fw-success);
    color: var(--fw-success);
  }

  .foyer-step__count {
    margin: 0;
    font-size: calc(0.8 * var(--foyer-rem));
    color: var(--fw-muted);
  }
  .foyer-step__title {
    margin: 0 0 calc(var(--fw-space) * 0.5);
    font-size: calc(1.2 * var(--foyer-rem));
  }
  .foyer-step__title:focus {
    outline: none;
  }
  .foyer-step__title:focus-visible {
    box-shadow: var(--fw-focus);
  }
  .foyer-step__description {
    margin: 0 0 var(--fw-space);
    color: var(--fw-muted);
  }

  .foyer-notice,
  .foyer-error-summary,
  .foyer-alert {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(0.5 * var(--foyer-rem));
    margin: 0 0 var(--fw-space);
    padding: calc(var(--fw-space) * 0.625) calc(var(--fw-space) * 0.75);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-info-soft);
  }
  .foyer-notice > span {
    flex: 1;
  }
  .foyer-error-summary,
  .foyer-alert {
    display: block;
    border: 1px solid var(--fw-danger);
    background: var(--fw-danger-soft);
    color: var(--fw-danger);
  }
  .foyer-error-summary:focus {
    outline: none;
    box-shadow: var(--fw-focus);
  }
  .foyer-error-summary__title {
    margin: 0;
    font-weight: 600;
  }
  .foyer-error-summary__list {
    margin: calc(0.25 * var(--foyer-rem)) 0 0;
    padding-left: calc(1.25 * var(--foyer-rem));
  }
  .foyer-error-summary .foyer-link-button {
    color: inherit;
  }

  .foyer-form-nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: calc(var(--fw-space) * 0.5);
    margin-top: var(--fw-space);
  }
  .foyer-save-status {
    display: flex;
    gap: calc(0.5 * var(--foyer-rem));
    justify-content: flex-end;
    min-height: 1.5em;
    margin: calc(var(--fw-space) * 0.5) 0 0;
    font-size: calc(0.8 * var(--foyer-rem));
    color: var(--fw-muted);
  }
  .foyer-save-status[data-state="failed"] {
    color: var(--fw-danger);
  }

  .foyer-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: calc(0.4 * var(--foyer-rem));
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
  .foyer-button:hover {
    border-color: var(--fw-primary);
  }
  .foyer-button:focus-visible,
  .foyer-icon-button:focus-visible,
  .foyer-link-button:focus-visible {
    outline: none;
    box-shadow: var(--fw-focus);
  }
  .foyer-button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  .foyer-button--primary {
    border-color: var(--fw-primary);
    background: var(--fw-primary);
    color: var(--fw-on-primary);
  }
  .foyer-button--danger {
    border-color: var(--fw-danger);
    background: var(--fw-danger);
    color: #fff;
  }
  .foyer-icon-button {
    display: inline-grid;
    place-items: center;
    flex: none;
    min-width: calc(2.5 * var(--foyer-rem));
    min-height: calc(2.5 * var(--foyer-rem));
    padding: 0;
    border: 1px solid var(--fw-border-strong);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-bg);
    color: var(--fw-text);
    font: inherit;
    font-size: calc(1.1 * var(--foyer-rem));
    cursor: pointer;
  }
  .foyer-icon-button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  .foyer-link-button {
    padding: 0;
    border: 0;
    border-radius: 2px;
    background: none;
    color: var(--fw-primary);
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }

  @media (prefers-reduced-motion: reduce) {
    .foyer-spinner {
      animation: none;
    }
  }
`;

/**
 * What every form shows: layout, steps, notices, buttons and the fields (adopted as one
 * stylesheet). Parts loaded on demand adopt their own with `useWidgetCss`: overlays, the
 * dropdown, date and upload controls, the sign-in panel and the confirmation.
 */
export const formWidgetCss: string = layoutCss + fieldsCss;
