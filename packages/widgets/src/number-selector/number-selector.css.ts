import { css } from "../runtime/css.js";
import { numberSelectorWidths } from "./number-rules.js";

// Widths through data attributes, not a style attribute (CSP `style-src 'self'`).
const widthRules = Object.entries(numberSelectorWidths)
  .map(([size, width]) => `.foyer-number-selector[data-size="${size}"]{width:${width}px}`)
  .join("");

export const numberSelectorCss = css`
  .foyer-number-selector {
    box-sizing: border-box;
    display: inline-flex;
    align-items: stretch;
    height: 32px;
    overflow: hidden;
    border: 1px solid var(--ui-border-strong);
    border-radius: var(--ui-radius-sm);
    background: var(--ui-bg);
  }
  .foyer-number-selector:focus-within {
    border-color: var(--ui-primary);
    box-shadow: var(--ui-focus);
  }
  .foyer-number-selector__step {
    flex: none;
    width: 28px;
    padding: 0;
    border: 0;
    background: var(--ui-surface-muted);
    color: var(--ui-text);
    font: inherit;
    font-size: 1.1em;
    line-height: 1;
    cursor: pointer;
  }
  .foyer-number-selector__step:disabled {
    color: var(--ui-muted);
    opacity: 0.5;
    cursor: not-allowed;
  }
  .foyer-number-selector__input {
    box-sizing: border-box;
    flex: 1;
    min-width: 0;
    padding: 0 2px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: center;
  }
  .foyer-number-selector__input:focus {
    outline: none;
  }
  ${widthRules}
`;
