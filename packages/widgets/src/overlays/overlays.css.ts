import { css } from "../runtime/css.js";

/**
 * Popover and Dialog, adopted by each when it renders (`useWidgetCss`). Position comes from
 * floating-ui through the CSSOM, never a style attribute.
 */
export const overlaysCss = css`
  .foyer-popover {
    position: absolute;
    z-index: 100;
    box-sizing: border-box;
    overflow: auto;
    min-width: calc(12 * var(--foyer-rem));
    padding: calc(var(--fw-space) * 0.25);
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius-sm);
    background: var(--fw-bg);
    color: var(--fw-text);
    box-shadow: var(--fw-shadow);
    font-family: var(--fw-font);
    font-size: calc(0.95 * var(--foyer-rem));
    line-height: 1.4;
    animation: foyer-pop 0.1s ease-out;
  }
  .foyer-popover--calendar {
    padding: calc(var(--fw-space) * 0.75);
  }
  @keyframes foyer-pop {
    from {
      opacity: 0;
      transform: translateY(-2px);
    }
  }

  .foyer-dialog-backdrop {
    position: fixed;
    inset: 0;
    z-index: 110;
    display: grid;
    place-items: center;
    padding: var(--fw-space);
    background: rgb(16 24 40 / 0.45);
    font-family: var(--fw-font);
  }
  .foyer-dialog {
    box-sizing: border-box;
    width: min(calc(28 * var(--foyer-rem)), 100%);
    max-height: calc(100vh - 2 * var(--fw-space));
    overflow: auto;
    padding: calc(var(--fw-space) * 1.5);
    border-radius: var(--fw-radius);
    background: var(--fw-bg);
    color: var(--fw-text);
    box-shadow: var(--fw-shadow);
  }
  .foyer-dialog__title {
    margin: 0 0 calc(var(--fw-space) * 0.5);
    font-size: calc(1.15 * var(--foyer-rem));
  }
  .foyer-dialog__text {
    margin: 0 0 var(--fw-space);
    color: var(--fw-muted);
  }
  .foyer-dialog__actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: calc(var(--fw-space) * 0.5);
  }
  @media (prefers-reduced-motion: reduce) {
    .foyer-popover {
      animation: none;
    }
  }
`;
