import { css } from "../runtime/css.js";

/**
 * The fields every form may show at once: labels, help, errors, inputs, checks and choices. The
 * dropdown, date and upload controls bring their own styles in their chunks (`select-field.css.ts`,
 * `date-fields.css.ts`, `file-field.css.ts`).
 */
export const fieldsCss = css`
  .foyer-field {
    display: grid;
    gap: calc(var(--fw-space) * 0.375);
    margin: 0 0 calc(var(--fw-space) * 1.25);
  }
  .foyer-field__label-row {
    display: flex;
    align-items: baseline;
    gap: 0.2em;
  }
  .foyer-field__label {
    font-weight: 600;
  }
  .foyer-field__sublabel {
    font-size: calc(0.875 * var(--foyer-rem));
    color: var(--fw-muted);
  }
  .foyer-required {
    color: var(--fw-danger);
    font-weight: 700;
  }
  .foyer-field__help,
  .foyer-field__note {
    margin: 0;
    font-size: calc(0.875 * var(--foyer-rem));
    color: var(--fw-muted);
  }
  .foyer-field__error {
    margin: 0;
    font-size: calc(0.875 * var(--foyer-rem));
    font-weight: 600;
    color: var(--fw-danger);
  }

  .foyer-input {
    box-sizing: border-box;
    width: 100%;
    min-height: calc(2.5 * var(--foyer-rem));
    padding: calc(0.5 * var(--foyer-rem)) calc(0.75 * var(--foyer-rem));
    border: 1px solid var(--fw-border-strong);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-bg);
    color: var(--fw-text);
    font: inherit;
  }
  .foyer-input:focus-visible,
  .foyer-checkbox:focus-visible,
  .foyer-radio:focus-visible,
  .foyer-switch:focus-visible {
    outline: none;
    border-color: var(--fw-primary);
    box-shadow: var(--fw-focus);
  }
  .foyer-input[aria-invalid="true"] {
    border-color: var(--fw-danger);
  }
  .foyer-input:disabled,
  .foyer-input[aria-disabled="true"] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  .foyer-textarea {
    min-height: calc(7 * var(--foyer-rem));
    resize: vertical;
  }
  .foyer-input--time {
    max-width: calc(10 * var(--foyer-rem));
  }

  .foyer-affixed {
    display: flex;
    align-items: stretch;
  }
  .foyer-affixed__affix {
    display: grid;
    place-items: center;
    padding: 0 calc(0.75 * var(--foyer-rem));
    border: 1px solid var(--fw-border-strong);
    background: var(--fw-surface-muted);
    color: var(--fw-muted);
  }
  .foyer-affixed[data-affix="start"] .foyer-affixed__affix {
    border-right: 0;
    border-radius: var(--fw-radius-sm) 0 0 var(--fw-radius-sm);
  }
  .foyer-affixed[data-affix="start"] .foyer-input {
    border-radius: 0 var(--fw-radius-sm) var(--fw-radius-sm) 0;
  }
  .foyer-affixed[data-affix="end"] .foyer-affixed__affix {
    border-left: 0;
    border-radius: 0 var(--fw-radius-sm) var(--fw-radius-sm) 0;
  }
  .foyer-affixed[data-affix="end"] .foyer-input {
    border-radius: var(--fw-radius-sm) 0 0 var(--fw-radius-sm);
  }

  .foyer-check {
    display: flex;
    align-items: center;
    gap: calc(0.5 * var(--foyer-rem));
  }
  .foyer-checkbox,
  .foyer-radio {
    width: calc(1.125 * var(--foyer-rem));
    height: calc(1.125 * var(--foyer-rem));
    margin: 0;
    accent-color: var(--fw-primary);
  }
  .foyer-switch {
    appearance: none;
    position: relative;
    flex: none;
    width: calc(2.5 * var(--foyer-rem));
    height: calc(1.4 * var(--foyer-rem));
    margin: 0;
    border-radius: 999px;
    background: var(--fw-border-strong);
    cursor: pointer;
    transition: background 0.1s;
  }
  .foyer-switch::after {
    content: "";
    position: absolute;
    top: calc(0.2 * var(--foyer-rem));
    left: calc(0.2 * var(--foyer-rem));
    width: calc(1 * var(--foyer-rem));
    height: calc(1 * var(--foyer-rem));
    border-radius: 50%;
    background: #fff;
    transition: transform 0.1s;
  }
  .foyer-switch:checked {
    background: var(--fw-primary);
  }
  .foyer-switch:checked::after {
    transform: translateX(calc(1.1 * var(--foyer-rem)));
  }
  fieldset.foyer-choices {
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .foyer-choices {
    display: grid;
    gap: calc(0.4 * var(--foyer-rem));
  }
  .foyer-choices--days {
    grid-template-columns: repeat(auto-fill, minmax(calc(11 * var(--foyer-rem)), 1fr));
  }
  .foyer-input--loading {
    display: block;
    min-height: calc(2.5 * var(--foyer-rem));
    opacity: 0.6;
  }
`;
