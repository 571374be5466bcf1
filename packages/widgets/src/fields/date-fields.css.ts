import { css } from "../runtime/css.js";

/** The date and date-time fields and their calendar; adopted by the dates chunk when it renders. */
export const dateFieldsCss = css`
  fieldset.foyer-datetime {
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .foyer-date-input {
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
`;
