import { css } from "../runtime/css.js";

/*
 * Styles of the agenda. Theme it from the host page with the `--foyer-*` custom properties
 * (docs/embedding.md "Theming"); the runtime sets their defaults, light and dark, on :host.
 *
 * `::part()` names: agenda (its box), title, link, link-ics, controls, input, search,
 * filter-room, filter-track, zone, days, day-tab, day, slot, time, session, session-toggle,
 * track, session-details, speakers, button, add-to-calendar, button-retry, status, empty, error.
 */
export const agendaCss = css`
  .foyer-ag {
    container-type: inline-size;
  }
  .foyer-ag,
  .foyer-ag__status {
    display: grid;
    gap: var(--foyer-space-4);
    padding: var(--foyer-space-4);
    border: 1px solid var(--foyer-color-border);
    border-radius: var(--foyer-radius);
    background: var(--foyer-color-surface);
  }
  .foyer-ag__status {
    margin: 0;
    color: var(--foyer-color-text-muted);
  }
  .foyer-ag__status--error {
    border-color: var(--foyer-color-danger);
    background: var(--foyer-color-danger-soft);
    color: var(--foyer-color-danger);
  }
  .foyer-ag__status p,
  .foyer-ag__none p {
    margin: 0;
  }
  .foyer-ag__status--error,
  .foyer-ag__none {
    justify-items: start;
  }
  .foyer-ag__head {
    display: grid;
    gap: var(--foyer-space-1);
  }
  .foyer-ag__title {
    margin: 0;
    font-size: calc(1.35 * var(--foyer-rem));
    line-height: 1.25;
  }
  .foyer-ag__release,
  .foyer-ag__info {
    display: flex;
    flex-wrap: wrap;
    gap: var(--foyer-space-1) var(--foyer-space-3);
    margin: 0;
    color: var(--foyer-color-text-muted);
    font-size: 0.9em;
  }
  .foyer-ag__link {
    color: var(--foyer-color-primary);
  }
  .foyer-ag__controls {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(12 * var(--foyer-rem))), 1fr));
    gap: var(--foyer-space-3);
    align-items: end;
  }
  .foyer-ag__field {
    display: grid;
    gap: var(--foyer-space-1);
  }
  .foyer-ag__label {
    padding: 0;
    font-weight: 600;
    font-size: 0.9em;
  }
  .foyer-ag__input {
    width: 100%;
    min-height: calc(2.5 * var(--foyer-rem));
    padding: calc(0.4 * var(--foyer-rem)) calc(0.6 * var(--foyer-rem));
    border: 1px solid var(--foyer-color-border-strong);
    border-radius: var(--foyer-radius-sm);
    background: var(--foyer-color-surface);
    color: inherit;
    font: inherit;
  }
  .foyer-ag__zone {
    display: flex;
    flex-wrap: wrap;
    gap: var(--foyer-space-1) var(--foyer-space-3);
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  .foyer-ag__zone legend {
    width: 100%;
    margin-bottom: var(--foyer-space-1);
  }
  .foyer-ag__radio {
    display: inline-flex;
    gap: var(--foyer-space-2);
    align-items: center;
    min-height: calc(2 * var(--foyer-rem));
    overflow-wrap: anywhere;
  }
  .foyer-ag__radio input {
    margin: 0;
    accent-color: var(--foyer-color-primary);
  }
  .foyer-ag__zone-note {
    margin: 0;
    color: var(--foyer-color-text-muted);
  }
  .foyer-ag__days {
    display: flex;
    gap: var(--foyer-space-2);
    overflow-x: auto;
    padding: 3px;
    border-bottom: 1px solid var(--foyer-color-border);
  }
  .foyer-ag__day,
  .foyer-ag__button,
  .foyer-ag__toggle {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  .foyer-ag__day {
    flex: none;
    min-height: calc(2.5 * var(--foyer-rem));
    padding: var(--foyer-space-2) var(--foyer-space-3);
    border: 1px solid var(--foyer-color-border);
    border-radius: var(--foyer-radius-sm) var(--foyer-radius-sm) 0 0;
    background: var(--foyer-color-surface-muted);
    white-space: nowrap;
  }
  .foyer-ag__day[aria-selected="true"] {
    border-color: var(--foyer-color-primary);
    background: var(--foyer-color-primary);
    color: var(--foyer-color-on-primary);
    font-weight: 600;
  }
  .foyer-ag__panel {
    display: grid;
    gap: var(--foyer-space-4);
  }
  .foyer-ag__count {
    margin: 0;
    color: var(--foyer-color-text-muted);
    font-size: 0.9em;
  }
  .foyer-ag__none {
    display: grid;
    gap: var(--foyer-space-2);
  }
  .foyer-ag__slot {
    display: grid;
    grid-template-columns: calc(5 * var(--foyer-rem)) minmax(0, 1fr);
    gap: var(--foyer-space-3);
  }
  .foyer-ag__time {
    margin: 0;
    padding-top: var(--foyer-space-3);
    font-size: 1em;
    font-variant-numeric: tabular-nums;
  }
  .foyer-ag__sessions,
  .foyer-ag__speakers {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-ag__sessions {
    display: grid;
    gap: var(--foyer-space-2);
  }
  .foyer-ag__session {
    display: grid;
    gap: var(--foyer-space-1);
    padding: var(--foyer-space-3);
    border: 1px solid var(--foyer-color-border);
    border-radius: var(--foyer-radius-sm);
    background: var(--foyer-color-surface-muted);
  }
  .foyer-ag__session[data-plenum] {
    border-style: dashed;
  }
  .foyer-ag__session-title {
    margin: 0;
    font-size: 1em;
  }
  .foyer-ag__toggle {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: none;
    font-weight: 600;
    text-align: start;
    overflow-wrap: anywhere;
  }
  .foyer-ag__toggle::before {
    content: "▸ ";
    color: var(--foyer-color-text-muted);
  }
  .foyer-ag__toggle[aria-expanded="true"]::before {
    content: "▾ ";
  }
  .foyer-ag__track::before {
    content: "";
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    margin-inline-end: 0.35em;
    border-radius: 50%;
    background: var(--foyer-ag-track, var(--foyer-color-primary));
  }
  .foyer-ag__details {
    display: grid;
    gap: var(--foyer-space-2);
    padding-top: var(--foyer-space-2);
    justify-items: start;
  }
  .foyer-ag__description {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .foyer-ag__speakers-title {
    margin: 0;
    font-size: 0.9em;
  }
  .foyer-ag__button {
    display: inline-flex;
    align-items: center;
    min-height: calc(2.5 * var(--foyer-rem));
    padding: var(--foyer-space-2) var(--foyer-space-3);
    border: 1px solid var(--foyer-color-border-strong);
    border-radius: var(--foyer-radius-sm);
    background: var(--foyer-color-surface);
    font-weight: 600;
    text-decoration: none;
  }
  .foyer-ag__button:hover {
    border-color: var(--foyer-color-primary);
  }
  /* A phone, or a narrow column of a wide page: the time above its sessions. */
  @container (max-width: 480px) {
    .foyer-ag__slot {
      grid-template-columns: minmax(0, 1fr);
      gap: var(--foyer-space-1);
    }
    .foyer-ag__time {
      padding-top: 0;
    }
  }
`;
