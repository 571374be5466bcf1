import { css } from "../runtime/css.js";

/** Spec 2 §12 "Popover transition 0.1 s". */
export const POPOVER_TRANSITION = "0.1s";

export const popoverMenuCss = css`
  .foyer-popover-menu {
    position: absolute;
    z-index: 100;
    box-sizing: border-box;
    min-width: 160px;
    margin: 0;
    padding: 4px;
    border: 1px solid var(--ui-border);
    border-radius: var(--ui-radius-sm);
    background: var(--ui-bg);
    box-shadow: var(--ui-shadow);
    font-size: 0.95em;
    line-height: 1.4;
    opacity: 1;
    transform: none;
    transition:
      opacity ${POPOVER_TRANSITION} ease-out,
      transform ${POPOVER_TRANSITION} ease-out;
  }
  @starting-style {
    .foyer-popover-menu {
      opacity: 0;
      transform: translateY(-2px);
    }
  }
  .foyer-popover-menu__item {
    display: block;
    padding: 6px 12px;
    border-radius: var(--ui-radius-sm);
    color: var(--ui-text);
    cursor: pointer;
    user-select: none;
  }
  .foyer-popover-menu__item:hover,
  .foyer-popover-menu__item:focus {
    outline: none;
    background: var(--ui-primary-soft);
  }
  .foyer-popover-menu__item[aria-disabled="true"] {
    color: var(--ui-muted);
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) {
    .foyer-popover-menu {
      transition: none;
    }
  }
`;
