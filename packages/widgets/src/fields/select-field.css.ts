import { css } from "../runtime/css.js";

/** Dropdown and countries: the combobox, its listbox and the chosen chips (the choices chunk). */
export const selectFieldCss = css`
  .foyer-select__row {
    display: flex;
    gap: calc(0.375 * var(--foyer-rem));
    align-items: center;
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
`;
