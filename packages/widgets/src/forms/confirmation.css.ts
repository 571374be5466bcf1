import { css } from "../runtime/css.js";

/** The confirmation after a final submit and the summary of what was sent. */
export const confirmationCss = css`
  .foyer-confirmation {
    display: grid;
    gap: calc(var(--fw-space) * 0.75);
    justify-items: start;
  }
  .foyer-confirmation__message {
    margin: 0;
    padding: var(--fw-space);
    border-left: 4px solid var(--fw-success);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-surface-muted);
    font-size: calc(1.1 * var(--foyer-rem));
    white-space: pre-line;
  }
  .foyer-confirmation__message:focus {
    outline: none;
  }
  .foyer-confirmation__title {
    margin: 0;
    font-size: calc(1.05 * var(--foyer-rem));
  }
  .foyer-summary {
    width: 100%;
  }
  .foyer-summary__step-title {
    margin: var(--fw-space) 0 calc(0.25 * var(--foyer-rem));
    font-size: calc(0.95 * var(--foyer-rem));
  }
  .foyer-summary__list {
    margin: 0;
  }
  .foyer-summary__row {
    display: grid;
    grid-template-columns: minmax(calc(8 * var(--foyer-rem)), 1fr) 2fr;
    gap: calc(var(--fw-space) * 0.75);
    padding: calc(0.4 * var(--foyer-rem)) 0;
    border-bottom: 1px solid var(--fw-border);
  }
  .foyer-summary__row dt {
    font-weight: 600;
  }
  .foyer-summary__row dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  @media (max-width: 640px) {
    .foyer-summary__row {
      grid-template-columns: 1fr;
      gap: calc(0.1 * var(--foyer-rem));
    }
  }
`;
