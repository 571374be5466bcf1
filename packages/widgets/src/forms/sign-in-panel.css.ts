import { css } from "../runtime/css.js";

/** The inline sign-in and sign-up panel (its own chunk, adopted when it renders). */
export const signInPanelCss = css`
  .foyer-sign-in {
    display: grid;
    gap: calc(var(--fw-space) * 0.25);
    max-width: calc(26 * var(--foyer-rem));
    padding: calc(var(--fw-space) * 1.25);
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius);
  }
  .foyer-sign-in__title {
    margin: 0;
    font-size: calc(1.2 * var(--foyer-rem));
  }
  .foyer-sign-in__note {
    margin: 0 0 calc(var(--fw-space) * 0.5);
    color: var(--fw-muted);
  }
  .foyer-sign-in__switch {
    margin: calc(var(--fw-space) * 0.5) 0 0;
    font-size: calc(0.875 * var(--foyer-rem));
  }
`;
