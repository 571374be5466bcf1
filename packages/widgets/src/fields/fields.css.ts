import { css } from "../runtime/css.js";

/** Every field type, the combobox, the calendar and the file picker. */
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
  fieldset.foyer-choices,
  fieldset.foyer-datetime {
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

  .foyer-date-input,
  .foyer-select__row {
    display: flex;
    gap: calc(0.375 * var(--foyer-rem));
    align-items: center;
  }
  .foyer-date-input .foyer-input {
    max-width: calc(12 * var(--foyer-rem));
  }
  .foyer-datetime {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--fw-space) * 0.75);
    align-items: flex-end;
  }
  .foyer-datetime__part {
    display: grid;
    gap: calc(0.25 * var(--foyer-rem));
  }
  .foyer-datetime .foyer-field__note {
    flex-basis: 100%;
  }

  .foyer-combobox {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: calc(0.5 * var(--foyer-rem));
    cursor: pointer;
    user-select: none;
  }
  .foyer-combobox[data-empty] .foyer-combobox__value {
    color: var(--fw-muted);
  }
  .foyer-combobox__value {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .foyer-listbox {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-option {
    padding: calc(0.45 * var(--foyer-rem)) calc(0.65 * var(--foyer-rem));
    border-radius: calc(var(--fw-radius-sm) - 2px);
    cursor: pointer;
  }
  .foyer-option[data-active] {
    background: var(--fw-primary-soft);
    outline: 2px solid var(--fw-primary);
    outline-offset: -2px;
  }
  .foyer-option[aria-selected="true"] {
    font-weight: 600;
  }
  .foyer-option[aria-selected="true"]::before {
    content: "✓ ";
  }
  .foyer-chips {
    display: flex;
    flex-wrap: wrap;
    gap: calc(0.375 * var(--foyer-rem));
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-chip {
    display: inline-flex;
    align-items: center;
    gap: calc(0.25 * var(--foyer-rem));
    padding: calc(0.15 * var(--foyer-rem)) calc(0.25 * var(--foyer-rem)) calc(0.15 * var(--foyer-rem)) calc(0.6 * var(--foyer-rem));
    border-radius: 999px;
    background: var(--fw-primary-soft);
    color: var(--fw-text);
    font-size: calc(0.875 * var(--foyer-rem));
  }
  .foyer-chip__remove {
    border: 0;
    border-radius: 50%;
    width: calc(1.5 * var(--foyer-rem));
    height: calc(1.5 * var(--foyer-rem));
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .foyer-chip__remove:focus-visible {
    outline: none;
    box-shadow: var(--fw-focus);
  }

  .foyer-calendar__head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: calc(0.5 * var(--foyer-rem));
    margin-bottom: calc(0.5 * var(--foyer-rem));
  }
  .foyer-calendar__title {
    margin: 0;
    font-size: calc(1 * var(--foyer-rem));
  }
  .foyer-calendar__grid {
    border-collapse: collapse;
  }
  .foyer-calendar__grid th {
    padding: calc(0.25 * var(--foyer-rem));
    font-size: calc(0.75 * var(--foyer-rem));
    font-weight: 600;
    color: var(--fw-muted);
  }
  .foyer-calendar__day {
    width: calc(2.25 * var(--foyer-rem));
    height: calc(2.25 * var(--foyer-rem));
    border-radius: var(--fw-radius-sm);
    text-align: center;
    cursor: pointer;
  }
  .foyer-calendar__day[data-outside] {
    color: var(--fw-muted);
  }
  .foyer-calendar__day[aria-current="date"] {
    font-weight: 700;
    text-decoration: underline;
  }
  .foyer-calendar__day:hover {
    background: var(--fw-primary-soft);
  }
  .foyer-calendar__day[aria-selected="true"] {
    background: var(--fw-primary);
    color: var(--fw-on-primary);
  }
  .foyer-calendar__day:focus-visible {
    outline: none;
    box-shadow: var(--fw-focus);
  }

  /* The real file input stays focusable (no display:none); its label is the visible button. */
  .foyer-upload__picker {
    position: relative;
    display: inline-block;
  }
  .foyer-upload__input {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .foyer-upload__input:focus-visible + .foyer-upload__button {
    box-shadow: var(--fw-focus);
    border-color: var(--fw-primary);
  }
  .foyer-upload__input:disabled + .foyer-upload__button {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .foyer-upload {
    display: grid;
    gap: calc(0.5 * var(--foyer-rem));
    justify-items: start;
  }
  .foyer-upload__list {
    display: grid;
    gap: calc(0.375 * var(--foyer-rem));
    width: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-upload__item {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(0.5 * var(--foyer-rem));
    padding: calc(0.4 * var(--foyer-rem)) calc(0.6 * var(--foyer-rem));
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius-sm);
  }
  .foyer-upload__item[data-failed] {
    border-color: var(--fw-danger);
  }
  .foyer-upload__name {
    flex: 1 1 calc(10 * var(--foyer-rem));
    overflow-wrap: anywhere;
  }
  .foyer-upload__size {
    color: var(--fw-muted);
    font-size: calc(0.875 * var(--foyer-rem));
  }
  .foyer-upload__progress {
    flex: 1 1 calc(8 * var(--foyer-rem));
    accent-color: var(--fw-primary);
  }
  .foyer-upload__error {
    color: var(--fw-danger);
    font-size: calc(0.875 * var(--foyer-rem));
  }
  .foyer-upload__thumb {
    width: calc(2.5 * var(--foyer-rem));
    height: calc(2.5 * var(--foyer-rem));
    object-fit: cover;
    border-radius: 4px;
  }
  .foyer-photo {
    width: calc(6 * var(--foyer-rem));
    height: calc(6 * var(--foyer-rem));
    object-fit: cover;
    border-radius: 50%;
    border: 1px solid var(--fw-border);
  }

.foyer-input--loading {
  display: block;
  min-height: calc(2.5 * var(--foyer-rem));
  opacity: 0.6;
}
`;
