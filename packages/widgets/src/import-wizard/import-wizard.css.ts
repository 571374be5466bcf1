import { css } from "../runtime/css.js";
import { buttonCss, widgetTokens } from "../runtime/widget-controls.css.js";
import { moreFieldsCss, pagesCss, resultsCss } from "./wizard-pages.css.js";

/*
 * Styles of the import wizard (spec 2 §2.2 sizes). Theme it from the host page with the
 * `--foyer-*` custom properties (docs/embedding.md "Theming"); the runtime's dark theme sets
 * them on :host. Sizes are maximums: every panel shrinks to fit a small screen.
 *
 * `::part()` names: import-wizard, title, status, error, import-options, import-option, pro-tip,
 * input, switch, mapping-panel, field-group, mapping-field, column-select, link, mapping-messages,
 * record-preview, record, more-fields, search, results-panel, issues-count, issues, counters,
 * skipped, processing-backdrop, processing, progress, button, button-primary, button-close,
 * button-back, button-next, button-cancel, button-import, button-continue, button-reupload, button-download,
 * button-done; the more-fields modal is a shared `dialog` (part dialog, dialog-backdrop).
 */

const frameCss = css`
  .foyer-iw,
  .foyer-dialog-backdrop {
    ${widgetTokens}
  }
  .foyer-iw {
    position: relative;
    box-sizing: border-box;
    width: 100%;
    max-width: 1125px;
    margin-inline: auto;
    color: var(--fw-text);
    background: var(--fw-bg);
    font-family: var(--fw-font);
    line-height: 1.5;
  }
  /* Spec 2 §2.2 "Layout widths: 1019 for import file, 1131 for summary, 1125 otherwise." */
  .foyer-iw[data-page="importFile"] {
    max-width: 1019px;
  }
  .foyer-iw[data-page="summaryScene"] {
    max-width: 1131px;
  }
  .foyer-iw *,
  .foyer-iw *::before,
  .foyer-iw *::after,
  .foyer-dialog-backdrop * {
    box-sizing: border-box;
  }
  .foyer-iw__frame {
    padding: var(--fw-space);
  }
  .foyer-iw__header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--fw-space);
    margin-bottom: var(--fw-space);
  }
  .foyer-iw__title {
    margin: 0;
    font-size: calc(1.4 * var(--foyer-rem));
    line-height: 1.25;
  }
  .foyer-iw__heading {
    margin: 0 0 calc(var(--fw-space) * 0.75);
    font-size: calc(1.1 * var(--foyer-rem));
  }
  /* Headings take focus after a step only to move the screen reader there; no ring. */
  .foyer-iw__heading:focus,
  .foyer-iw__heading:focus-visible {
    outline: none;
    box-shadow: none;
  }
  .foyer-iw__close {
    display: inline-grid;
    place-items: center;
    min-width: calc(2.5 * var(--foyer-rem));
    min-height: calc(2.5 * var(--foyer-rem));
    padding: 0;
    border: 1px solid transparent;
    border-radius: var(--fw-radius-sm);
    background: transparent;
    color: var(--fw-muted);
    cursor: pointer;
  }
  .foyer-iw__close:hover {
    color: var(--fw-text);
    border-color: var(--fw-border);
  }
  .foyer-iw-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .foyer-iw-muted {
    margin: 0;
    color: var(--fw-muted);
  }
  .foyer-iw-status {
    margin: 0;
    color: var(--fw-muted);
  }
  .foyer-iw-error {
    display: grid;
    gap: calc(var(--fw-space) * 0.25);
    margin-bottom: var(--fw-space);
    padding: calc(var(--fw-space) * 0.75);
    border: 1px solid var(--fw-danger);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-danger-soft);
    color: var(--fw-danger);
  }
  .foyer-iw-error p {
    margin: 0;
  }
  .foyer-iw-error__title {
    font-weight: 600;
  }
  .foyer-iw-error:focus {
    outline: none;
  }
  .foyer-iw-error:focus-visible {
    box-shadow: var(--fw-focus);
  }
`;

const controlsCss = css`
  ${buttonCss("foyer-iw-button")}
  .foyer-iw-link {
    padding: 2px;
    border: 0;
    border-radius: 4px;
    background: none;
    color: var(--fw-primary);
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 2px;
    cursor: pointer;
  }
  .foyer-iw-input {
    width: 100%;
    min-height: calc(2.5 * var(--foyer-rem));
    padding: calc(0.45 * var(--foyer-rem)) calc(0.7 * var(--foyer-rem));
    border: 1px solid var(--fw-border-strong);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-bg);
    color: var(--fw-text);
    font: inherit;
  }
  .foyer-iw-input[aria-invalid="true"] {
    border-color: var(--fw-danger);
  }
  .foyer-iw-input:disabled {
    background: var(--fw-surface-muted);
    color: var(--fw-muted);
  }
  .foyer-iw-button:focus-visible,
  .foyer-iw-link:focus-visible,
  .foyer-iw-input:focus-visible,
  .foyer-iw__close:focus-visible,
  .foyer-iw-switch:focus-visible,
  .foyer-iw-checkbox:focus-visible,
  .foyer-iw-option:focus-within,
  .foyer-iw-processing:focus-visible {
    outline: none;
    box-shadow: var(--fw-focus);
  }
  .foyer-iw-label {
    display: block;
    margin-bottom: calc(var(--fw-space) * 0.25);
    font-weight: 600;
  }
  .foyer-iw-toggle {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--fw-space) * 0.5);
    cursor: pointer;
  }
  .foyer-iw-switch {
    appearance: none;
    position: relative;
    flex: none;
    width: 2.5em;
    height: 1.4em;
    margin: 0;
    border-radius: 999px;
    background: var(--fw-border-strong);
    cursor: pointer;
    transition: background 0.1s;
  }
  .foyer-iw-switch::after {
    content: "";
    position: absolute;
    top: 0.2em;
    left: 0.2em;
    width: 1em;
    height: 1em;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.1s;
  }
  .foyer-iw-switch:checked {
    background: var(--fw-primary);
  }
  .foyer-iw-switch:checked::after {
    transform: translateX(1.1em);
  }
  .foyer-iw-checkbox {
    width: 1.1em;
    height: 1.1em;
    margin: 0.2em 0 0;
    accent-color: var(--fw-primary);
  }
  /* Buttons never wrap their words; a row of them moves down in groups (issue 22). */
  .foyer-iw-button {
    white-space: nowrap;
  }
  .foyer-iw-actions {
    container-type: inline-size;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: calc(var(--fw-space) * 0.5);
    margin-top: var(--fw-space);
  }
  .foyer-iw-actions__group {
    display: flex;
    flex-wrap: nowrap;
    gap: calc(var(--fw-space) * 0.5);
  }
  .foyer-iw-actions__group--end {
    margin-inline-start: auto;
  }
  /* A phone-wide panel: each group is a column of full-width buttons. */
  @container (max-width: 30rem) {
    .foyer-iw-actions__group {
      flex-direction: column;
      align-items: stretch;
      width: 100%;
    }
  }
  .foyer-iw-mark {
    color: var(--fw-muted);
    font-size: 0.85em;
    font-weight: 400;
  }
  .foyer-iw-mark--required {
    color: var(--fw-danger);
  }
  @media (prefers-reduced-motion: reduce) {
    .foyer-iw-switch,
    .foyer-iw-switch::after {
      transition: none;
    }
  }
`;

export const importWizardCss = frameCss + controlsCss + pagesCss + resultsCss + moreFieldsCss;
