import { css } from "../runtime/css.js";

/** File, image and photo fields: the picker, the upload list and the photo (the uploads chunk). */
export const fileFieldCss = css`
  /* The real file input stays focusable (no display:none); its label is the visible button. */
  .foyer-upload__picker {
    position: relative;
    display: inline-block;
  }
  .foyer-upload__input {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .foyer-upload__input:focus-visible + .foyer-upload__button {
    box-shadow: var(--fw-focus);
    border-color: var(--fw-primary);
  }
  .foyer-upload__input:disabled + .foyer-upload__button {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .foyer-upload {
    display: grid;
    gap: calc(0.5 * var(--foyer-rem));
    justify-items: start;
  }
  .foyer-upload__list {
    display: grid;
    gap: calc(0.375 * var(--foyer-rem));
    width: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .foyer-upload__item {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(0.5 * var(--foyer-rem));
    padding: calc(0.4 * var(--foyer-rem)) calc(0.6 * var(--foyer-rem));
    border: 1px solid var(--fw-border);
    border-radius: var(--fw-radius-sm);
  }
  .foyer-upload__item[data-failed] {
    border-color: var(--fw-danger);
  }
  .foyer-upload__name {
    flex: 1 1 calc(10 * var(--foyer-rem));
    overflow-wrap: anywhere;
  }
  .foyer-upload__size {
    color: var(--fw-muted);
    font-size: calc(0.875 * var(--foyer-rem));
  }
  .foyer-upload__progress {
    flex: 1 1 calc(8 * var(--foyer-rem));
    accent-color: var(--fw-primary);
  }
  .foyer-upload__error {
    color: var(--fw-danger);
    font-size: calc(0.875 * var(--foyer-rem));
  }
  .foyer-upload__thumb {
    width: calc(2.5 * var(--foyer-rem));
    height: calc(2.5 * var(--foyer-rem));
    object-fit: cover;
    border-radius: 4px;
  }
  .foyer-photo {
    width: calc(6 * var(--foyer-rem));
    height: calc(6 * var(--foyer-rem));
    object-fit: cover;
    border-radius: 50%;
    border: 1px solid var(--fw-border);
  }
`;
