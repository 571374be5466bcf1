import { css } from "../runtime/css.js";

/*
 * What the shared UI kit (number selector, multi-select, popover menu, confirm dialog) has in
 * common. It reads only the documented `--foyer-*` properties, with fallbacks, so it looks the
 * same in a widget's shadow root and in the React apps.
 */
export const uiKitCss = css`
  .foyer-ui {
    --ui-font: var(--foyer-font-family, var(--foyer-font, ui-sans-serif, system-ui, sans-serif));
    --ui-text: var(--foyer-color-text, #1b2130);
    --ui-muted: var(--foyer-color-text-muted, #5d6678);
    --ui-bg: var(--foyer-color-background, var(--foyer-color-surface, #ffffff));
    --ui-surface-muted: var(--foyer-color-surface-muted, #f4f6f9);
    --ui-border: var(--foyer-color-border, #dde1e8);
    --ui-border-strong: var(--foyer-color-border-strong, #c4cad5);
    --ui-primary: var(--foyer-color-primary, #3453d1);
    --ui-primary-soft: var(--foyer-color-primary-soft, #eef1fd);
    --ui-on-primary: var(--foyer-color-on-primary, #ffffff);
    --ui-danger: var(--foyer-color-danger, #b42318);
    --ui-radius: var(--foyer-radius, 10px);
    --ui-radius-sm: var(--foyer-radius-sm, 6px);
    --ui-space: var(--foyer-space, var(--foyer-space-4, 16px));
    --ui-focus: var(--foyer-focus-ring, 0 0 0 3px rgb(52 83 209 / 0.35));
    --ui-shadow: var(--foyer-shadow-lg, 0 12px 32px rgb(16 24 40 / 0.16));
    font-family: var(--ui-font);
    color: var(--ui-text);
  }
  .foyer-ui-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    padding: 8px 16px;
    border: 1px solid var(--ui-border-strong);
    border-radius: var(--ui-radius-sm);
    background: var(--ui-bg);
    color: var(--ui-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .foyer-ui-button:hover:not(:disabled) {
    border-color: var(--ui-primary);
  }
  .foyer-ui-button:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus);
  }
  .foyer-ui-button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .foyer-ui-button--primary {
    border-color: var(--ui-primary);
    background: var(--ui-primary);
    color: var(--ui-on-primary);
  }
  .foyer-ui-button--danger {
    border-color: var(--ui-danger);
    background: var(--ui-danger);
    color: var(--ui-on-primary);
  }
  .foyer-ui-button--link {
    min-height: 0;
    padding: 2px 4px;
    border-color: transparent;
    background: none;
    color: var(--ui-primary);
  }

  .foyer-ui-backdrop {
    position: fixed;
    inset: 0;
    z-index: 110;
    display: grid;
    place-items: center;
    padding: var(--ui-space);
    background: rgb(16 24 40 / 0.45);
  }
  .foyer-ui-modal {
    box-sizing: border-box;
    width: min(448px, 100%);
    max-height: calc(100vh - 2 * var(--ui-space));
    overflow: auto;
    padding: calc(var(--ui-space) * 1.5);
    border-radius: var(--ui-radius);
    background: var(--ui-bg);
    color: var(--ui-text);
    box-shadow: var(--ui-shadow);
  }
  .foyer-ui-modal__title {
    margin: 0 0 calc(var(--ui-space) * 0.5);
    font-size: 1.15em;
  }
  .foyer-ui-modal__text {
    margin: 0 0 var(--ui-space);
    color: var(--ui-muted);
  }
  .foyer-ui-modal__error {
    margin: 0 0 var(--ui-space);
    color: var(--ui-danger);
  }
  .foyer-ui-modal__actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: calc(var(--ui-space) * 0.5);
  }
`;
