import { css } from "../runtime/css.js";

export const multiSelectDialogCss = css`
  .foyer-multi-select__search {
    box-sizing: border-box;
    width: 100%;
    margin-bottom: calc(var(--ui-space) * 0.5);
    padding: 8px 10px;
    border: 1px solid var(--ui-border-strong);
    border-radius: var(--ui-radius-sm);
    background: var(--ui-bg);
    color: inherit;
    font: inherit;
  }
  .foyer-multi-select__search:focus-visible {
    outline: none;
    border-color: var(--ui-primary);
    box-shadow: var(--ui-focus);
  }
  .foyer-multi-select__bulk {
    display: flex;
    gap: calc(var(--ui-space) * 0.5);
    margin-bottom: calc(var(--ui-space) * 0.25);
  }
  .foyer-multi-select__list {
    max-height: 320px;
    margin: 0 0 var(--ui-space);
    padding: 4px 0;
    overflow: auto;
    border: 1px solid var(--ui-border);
    border-radius: var(--ui-radius-sm);
    list-style: none;
  }
  .foyer-multi-select__option {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 12px;
    cursor: pointer;
  }
  .foyer-multi-select__option:hover {
    background: var(--ui-surface-muted);
  }
  .foyer-multi-select__empty {
    padding: 6px 12px;
    color: var(--ui-muted);
  }
`;
