import { css } from "../runtime/css.js";

/**
 * The organizer widgets' inline sign-in (`SignInForm` in a shadow root), adopted when it renders.
 * It reads the `--fw-*` values the import wizard and the record picker set from the documented
 * `--foyer-*` properties, so the host page themes it as it themes the widget.
 */
export const widgetSignInCss = css`
  .foyer-widget-sign-in {
    display: flex;
    justify-content: center;
    padding: calc(var(--fw-space) * 0.5) 0;
  }
  .foyer-widget-sign-in .foyer-sign-in {
    display: flex;
    flex-direction: column;
    gap: calc(var(--fw-space) * 0.75);
    width: 100%;
    max-width: calc(25 * var(--foyer-rem));
    margin: 0;
    padding: calc(var(--fw-space) * 1.25);
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius);
    background: var(--fw-bg);
    color: var(--fw-text);
  }
  .foyer-widget-sign-in .foyer-sign-in__title {
    margin: 0;
    font-size: calc(1.25 * var(--foyer-rem));
    line-height: 1.3;
  }
  .foyer-widget-sign-in .foyer-alert {
    margin: 0;
    padding: calc(var(--fw-space) * 0.5) calc(var(--fw-space) * 0.75);
    border-radius: var(--fw-radius-sm);
    background: var(--foyer-color-info-soft, #eff4ff);
    color: var(--fw-text);
  }
  .foyer-widget-sign-in .foyer-alert--error {
    background: var(--fw-danger-soft);
    color: var(--fw-danger);
  }
  .foyer-widget-sign-in .foyer-field {
    display: flex;
    flex-direction: column;
    gap: calc(var(--fw-space) * 0.25);
  }
  .foyer-widget-sign-in .foyer-field__label {
    font-weight: 600;
  }
  .foyer-widget-sign-in .foyer-field__error {
    margin: 0;
    color: var(--fw-danger);
    font-size: calc(0.875 * var(--foyer-rem));
  }
  .foyer-widget-sign-in .foyer-input {
    width: 100%;
    min-height: calc(2.5 * var(--foyer-rem));
    padding: calc(0.45 * var(--foyer-rem)) calc(0.7 * var(--foyer-rem));
    border: 1px solid var(--fw-border-strong);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-bg);
    color: var(--fw-text);
    font: inherit;
  }
  .foyer-widget-sign-in .foyer-input[aria-invalid="true"] {
    border-color: var(--fw-danger);
  }
  .foyer-widget-sign-in .foyer-button {
    min-height: calc(2.5 * var(--foyer-rem));
    padding: calc(0.5 * var(--foyer-rem)) calc(1 * var(--foyer-rem));
    border: 1px solid var(--fw-primary);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-primary);
    color: var(--fw-on-primary);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .foyer-widget-sign-in .foyer-button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .foyer-widget-sign-in .foyer-input:focus-visible,
  .foyer-widget-sign-in .foyer-button:focus-visible {
    outline: none;
    box-shadow: var(--fw-focus);
  }
`;
