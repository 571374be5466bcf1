import { css } from "../runtime/css.js";

/* The pages of the import wizard (spec 2 §2.2 sizes); the frame, tokens and controls are in import-wizard.css.ts. */

export const pagesCss = css`
  .foyer-iw-options {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
    gap: var(--fw-space);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-iw-option {
    position: relative;
    display: grid;
    align-content: start;
    gap: calc(var(--fw-space) * 0.25);
    min-height: 7.5rem;
    padding: var(--fw-space);
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius);
    background: var(--fw-bg);
  }
  .foyer-iw-option:hover,
  .foyer-iw-option[data-dragging] {
    border-color: var(--fw-primary);
    background: var(--fw-primary-soft);
  }
  .foyer-iw-option--file {
    border-style: dashed;
  }
  .foyer-iw-option__title {
    color: var(--fw-primary);
    font-weight: 600;
    cursor: pointer;
  }
  /* The whole card answers a press; the control inside keeps the focus and the name. */
  .foyer-iw-option__title::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  .foyer-iw-option__button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 600;
    text-align: start;
  }
  .foyer-iw-option__button:focus {
    outline: none;
  }
  .foyer-iw-option__file {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  .foyer-iw-option__hint {
    color: var(--fw-muted);
    font-size: 0.9em;
  }
  .foyer-iw-tip {
    margin: var(--fw-space) 0 0;
    padding: calc(var(--fw-space) * 0.75);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-warning-soft);
  }

  .foyer-iw-paste__text {
    min-height: 14rem;
    margin-bottom: calc(var(--fw-space) * 0.75);
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    resize: vertical;
    white-space: pre;
  }

  /* Spec 2 §2.2: mapping panel width 570; the record preview takes the rest beside it. */
  .foyer-iw-map__layout {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: var(--fw-space);
  }
  .foyer-iw-map__panel {
    display: grid;
    flex: 1 1 570px;
    gap: var(--fw-space);
    max-width: 570px;
    min-width: min(100%, 18rem);
  }
  .foyer-iw-group {
    padding: var(--fw-space);
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius);
  }
  .foyer-iw-group__head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: calc(var(--fw-space) * 0.5);
  }
  .foyer-iw-group__name {
    margin: 0;
    font-size: 1em;
  }
  .foyer-iw-group__description {
    margin: calc(var(--fw-space) * 0.25) 0 0;
    color: var(--fw-muted);
  }
  .foyer-iw-fields {
    display: grid;
    gap: calc(var(--fw-space) * 0.5);
    margin: calc(var(--fw-space) * 0.75) 0;
    padding: 0;
    list-style: none;
  }
  .foyer-iw-field {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
    gap: calc(var(--fw-space) * 0.5);
  }
  .foyer-iw-field__name {
    padding-top: calc(0.5 * var(--foyer-rem));
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .foyer-iw-field__control {
    display: grid;
    gap: calc(var(--fw-space) * 0.25);
  }
  .foyer-iw-field__note {
    margin: 0;
    color: var(--fw-muted);
    font-size: 0.85em;
  }
  .foyer-iw-messages {
    display: grid;
    gap: calc(var(--fw-space) * 0.25);
    margin: var(--fw-space) 0 0;
    padding: calc(var(--fw-space) * 0.75) calc(var(--fw-space) * 0.75) calc(var(--fw-space) * 0.75) 2em;
    border-radius: var(--fw-radius-sm);
    background: var(--fw-danger-soft);
    color: var(--fw-danger);
  }
  .foyer-iw-preview {
    flex: 1 1 18rem;
    min-width: min(100%, 18rem);
    padding: var(--fw-space);
    border-radius: var(--fw-radius);
    background: var(--fw-surface-muted);
  }
  .foyer-iw-preview__title,
  .foyer-iw-preview__group-name {
    margin: 0 0 calc(var(--fw-space) * 0.5);
    font-size: 1em;
  }
  .foyer-iw-preview__group + .foyer-iw-preview__group {
    margin-top: var(--fw-space);
  }
  .foyer-iw-records {
    display: grid;
    gap: calc(var(--fw-space) * 0.5);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-iw-record {
    padding: calc(var(--fw-space) * 0.5) calc(var(--fw-space) * 0.75);
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-bg);
    overflow-wrap: anywhere;
  }
  .foyer-iw-record__name {
    margin: 0;
    font-weight: 600;
  }
  .foyer-iw-record__meta {
    display: grid;
    gap: 2px;
    margin: 0;
    font-size: 0.9em;
  }
  .foyer-iw-record__meta div {
    display: flex;
    gap: 0.5em;
  }
  .foyer-iw-record__meta dt {
    color: var(--fw-muted);
  }
  .foyer-iw-record__meta dd {
    margin: 0;
  }
  .foyer-iw-record__invalid dd {
    color: var(--fw-danger);
    font-weight: 600;
  }
  .foyer-iw-record__flag {
    display: inline-grid;
    place-items: center;
    width: 1.2em;
    height: 1.2em;
    margin-inline-end: 0.3em;
    border-radius: 50%;
    background: var(--fw-danger);
    color: var(--fw-bg);
    font-size: 0.8em;
  }
  .foyer-iw-record__problem {
    display: block;
    font-weight: 400;
  }
`;

export const resultsCss = css`
  /* Spec 2 §2.2: results panel width 755. */
  .foyer-iw-results__panel {
    max-width: 755px;
    margin-inline: auto;
  }
  .foyer-iw-results__issues {
    margin: 0 0 calc(var(--fw-space) * 0.75);
    color: var(--fw-danger);
    font-weight: 600;
  }
  .foyer-iw-problems {
    display: grid;
    gap: calc(var(--fw-space) * 0.5);
    max-height: 22rem;
    margin: 0 0 calc(var(--fw-space) * 0.75);
    padding: 0;
    overflow: auto;
    list-style: none;
  }
  .foyer-iw-problem {
    padding: calc(var(--fw-space) * 0.5) calc(var(--fw-space) * 0.75);
    border-left: 3px solid var(--fw-danger);
    background: var(--fw-surface-muted);
  }
  .foyer-iw-problem p {
    margin: 0;
  }
  .foyer-iw-problem__rows {
    color: var(--fw-muted);
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
  .foyer-iw-counters {
    display: grid;
    gap: calc(var(--fw-space) * 0.5);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-iw-counter {
    padding: calc(var(--fw-space) * 0.5) calc(var(--fw-space) * 0.75);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-surface-muted);
    font-weight: 600;
  }
  .foyer-iw-skipped {
    margin-top: var(--fw-space);
    padding: calc(var(--fw-space) * 0.75);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-warning-soft);
  }
  .foyer-iw-skipped__count {
    margin: 0 0 calc(var(--fw-space) * 0.25);
    font-weight: 600;
  }
  .foyer-iw-skipped__downloads {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--fw-space) * 0.5);
    margin-top: calc(var(--fw-space) * 0.5);
  }

  /* Spec 2 §2.2: the processing overlay is 398 by 164. */
  .foyer-iw-overlay {
    position: absolute;
    inset: 0;
    z-index: 50;
    display: grid;
    place-items: center;
    padding: var(--fw-space);
    background: rgb(16 24 40 / 0.35);
  }
  .foyer-iw-processing {
    display: grid;
    align-content: center;
    gap: calc(var(--fw-space) * 0.5);
    width: min(398px, 100%);
    min-height: 164px;
    padding: var(--fw-space) calc(var(--fw-space) * 1.5);
    border-radius: var(--fw-radius);
    background: var(--fw-bg);
    box-shadow: var(--fw-shadow);
    text-align: center;
  }
  .foyer-iw-processing__title {
    margin: 0;
    font-size: 1.05em;
  }
  .foyer-iw-processing__time {
    margin: 0;
    color: var(--fw-muted);
    font-size: 0.9em;
  }
  .foyer-iw-progress {
    width: 100%;
    height: 8px;
    appearance: none;
    border: 0;
    border-radius: 999px;
    background: var(--fw-surface-muted);
    overflow: hidden;
    accent-color: var(--fw-primary);
  }
  .foyer-iw-progress::-webkit-progress-bar {
    background: var(--fw-surface-muted);
  }
  .foyer-iw-progress::-webkit-progress-value {
    background: var(--fw-primary);
  }
  .foyer-iw-progress::-moz-progress-bar {
    background: var(--fw-primary);
  }
`;

/* Spec 2 §2.2: the 'choose more group fields' modal is 715 by 528 (at most: it fits the screen). */
export const moreFieldsCss = css`
  .foyer-dialog:has(.foyer-iw-more) {
    display: flex;
    flex-direction: column;
    width: min(715px, 100%);
    height: min(528px, calc(100vh - 2 * var(--fw-space)));
  }
  .foyer-iw-more {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: calc(var(--fw-space) * 0.75);
    min-height: 0;
  }
  .foyer-iw-more__tools {
    display: flex;
    align-items: center;
    gap: calc(var(--fw-space) * 0.75);
  }
  .foyer-iw-more__search {
    flex: 1;
  }
  .foyer-iw-more__columns {
    display: grid;
    flex: 1;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: var(--fw-space);
    min-height: 0;
  }
  .foyer-iw-more__list {
    display: grid;
    align-content: start;
    gap: calc(var(--fw-space) * 0.4);
    min-height: 0;
    margin: 0;
    padding: 0 calc(var(--fw-space) * 0.25) 0 0;
    border: 0;
    overflow: auto;
  }
  .foyer-iw-check {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 0.5em;
  }
  .foyer-iw-check .foyer-iw-field__note {
    grid-column: 2;
  }
  .foyer-iw-more__selected {
    min-height: 0;
    padding: calc(var(--fw-space) * 0.75);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-surface-muted);
    overflow: auto;
  }
  .foyer-iw-more__heading {
    margin: 0 0 calc(var(--fw-space) * 0.5);
    font-size: 1em;
  }
  .foyer-iw-chips {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-iw-chip {
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--fw-primary-soft);
    font-size: 0.9em;
  }
  .foyer-iw-more .foyer-iw-actions {
    margin-top: 0;
  }
  @media (max-width: 640px) {
    .foyer-iw-more__columns,
    .foyer-iw-field {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
