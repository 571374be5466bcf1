import { avatarCss } from "../avatar/avatar.css.js";
import { css } from "../runtime/css.js";
import { buttonCss, widgetTokens } from "../runtime/widget-controls.css.js";

/*
 * Styles of the record picker (the search-and-pick dialog). Theme it from the host page with the
 * `--foyer-*` custom properties (docs/embedding.md "Theming"); the runtime's dark theme sets
 * them on :host and they reach the dialog, which is portalled inside the same shadow root.
 *
 * `::part()` names: record-picker-host, trigger (the 'Add Speakers' button), dialog,
 * dialog-backdrop, record-picker (the dialog's body), input, search, button-clear, status,
 * error, button-retry, listbox, option, avatar, selected, chip, chip-remove, button,
 * button-primary, button-cancel, button-save.
 */

const pickerCss = css`
  .foyer-rp-host,
  .foyer-dialog-backdrop {
    ${widgetTokens}
  }
  .foyer-rp-host {
    font-family: var(--fw-font);
  }
  .foyer-dialog:has(.foyer-rp) {
    width: min(calc(36 * var(--foyer-rem)), 100%);
  }
  .foyer-rp {
    display: grid;
    gap: calc(var(--fw-space) * 0.75);
  }
  .foyer-rp__search {
    position: relative;
  }
  .foyer-rp__input {
    width: 100%;
    min-height: calc(2.5 * var(--foyer-rem));
    padding: calc(0.45 * var(--foyer-rem)) calc(2.4 * var(--foyer-rem)) calc(0.45 * var(--foyer-rem))
      calc(0.7 * var(--foyer-rem));
    border: 1px solid var(--fw-border-strong);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-bg);
    color: var(--fw-text);
    font: inherit;
  }
  .foyer-rp__input::placeholder {
    color: var(--fw-muted);
  }
  .foyer-rp__clear {
    position: absolute;
    inset-block: 0;
    inset-inline-end: calc(0.3 * var(--foyer-rem));
    margin-block: auto;
    display: inline-grid;
    place-items: center;
    width: calc(1.9 * var(--foyer-rem));
    height: calc(1.9 * var(--foyer-rem));
    padding: 0;
    border: 0;
    border-radius: var(--fw-radius-sm);
    background: transparent;
    color: var(--fw-muted);
    cursor: pointer;
  }
  .foyer-rp__clear:hover {
    color: var(--fw-text);
  }
  .foyer-rp__status {
    min-height: 1.5em;
    margin: 0;
    color: var(--fw-muted);
    font-size: calc(0.9 * var(--foyer-rem));
  }
  .foyer-rp__error {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: calc(var(--fw-space) * 0.5);
    padding: calc(var(--fw-space) * 0.5) calc(var(--fw-space) * 0.75);
    border: 1px solid var(--fw-danger);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-danger-soft);
    color: var(--fw-danger);
  }
  .foyer-rp__results {
    max-height: calc(18 * var(--foyer-rem));
    margin: 0;
    padding: calc(var(--fw-space) * 0.25);
    overflow: auto;
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius-sm);
    list-style: none;
  }
  .foyer-rp-option {
    display: flex;
    align-items: center;
    gap: calc(var(--fw-space) * 0.75);
    padding: calc(var(--fw-space) * 0.4) calc(var(--fw-space) * 0.5);
    border-radius: var(--fw-radius-sm);
    cursor: pointer;
  }
  .foyer-rp-option:hover,
  .foyer-rp-option[data-active] {
    background: var(--fw-surface-muted);
  }
  .foyer-rp-option[data-active] {
    box-shadow: inset 0 0 0 2px var(--fw-primary);
  }
  .foyer-rp-option[aria-selected="true"] {
    background: var(--fw-primary-soft);
  }
  .foyer-rp-option[aria-disabled="true"] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .foyer-rp-option__text {
    display: grid;
    flex: 1;
    min-width: 0;
  }
  .foyer-rp-option__name,
  .foyer-rp-option__detail {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .foyer-rp-option__name {
    font-weight: 600;
  }
  .foyer-rp-option__detail {
    color: var(--fw-muted);
    font-size: calc(0.85 * var(--foyer-rem));
  }
  .foyer-rp-option__check {
    flex: none;
    color: var(--fw-primary);
    visibility: hidden;
  }
  .foyer-rp-option[aria-selected="true"] .foyer-rp-option__check {
    visibility: visible;
  }
  .foyer-rp__count {
    margin: 0 0 calc(var(--fw-space) * 0.5);
    font-size: calc(0.95 * var(--foyer-rem));
  }
  .foyer-rp__max {
    color: var(--fw-muted);
    font-weight: 400;
  }
  .foyer-rp__chips {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--fw-space) * 0.4);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-rp-chip {
    display: inline-flex;
    align-items: center;
    gap: calc(var(--fw-space) * 0.35);
    max-width: 100%;
    padding: 2px 2px 2px 4px;
    border: 1px solid var(--fw-border);
    border-radius: 999px;
    background: var(--fw-surface-muted);
  }
  .foyer-rp-chip__name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .foyer-rp-chip__remove {
    display: inline-grid;
    place-items: center;
    width: calc(1.5 * var(--foyer-rem));
    height: calc(1.5 * var(--foyer-rem));
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: var(--fw-muted);
    cursor: pointer;
  }
  .foyer-rp-chip__remove:hover {
    background: var(--fw-border);
    color: var(--fw-text);
  }
  ${buttonCss("foyer-rp-button")}
  .foyer-rp-button:focus-visible,
  .foyer-rp__input:focus-visible,
  .foyer-rp__clear:focus-visible,
  .foyer-rp-chip__remove:focus-visible {
    outline: none;
    box-shadow: var(--fw-focus);
  }
`;

/** The picker's CSS, with the avatars its rows show. */
export const recordPickerCss = pickerCss + avatarCss;
