import { css } from "../runtime/css.js";
import { avatarColors, avatarPixels, avatarSizes } from "./avatar-rules.js";

/*
 * The avatar's sizes and colours as rules on data attributes (a style attribute would need
 * `style-src 'unsafe-inline'`). `::part(avatar)` styles it from the host page.
 */
const sizeRules = avatarSizes
  .map((size) => `.foyer-avatar[data-size="${size}"]{--foyer-avatar-size:${avatarPixels(size)}px}`)
  .join("");

const colorRules = avatarColors
  .map(
    ({ name, background, ink }) =>
      `.foyer-avatar[data-color="${name}"]{background:${background};color:${ink}}`,
  )
  .join("");

export const avatarCss = css`
  .foyer-avatar {
    display: inline-grid;
    flex: none;
    place-items: center;
    width: var(--foyer-avatar-size, 32px);
    height: var(--foyer-avatar-size, 32px);
    overflow: hidden;
    border-radius: 50%;
    font-size: calc(var(--foyer-avatar-size, 32px) * 0.4);
    font-weight: 600;
    line-height: 1;
    letter-spacing: 0.02em;
    user-select: none;
  }
  .foyer-avatar[data-shape="square"] {
    border-radius: calc(var(--foyer-avatar-size, 32px) * 0.2);
  }
  .foyer-avatar__photo {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .foyer-avatar svg {
    width: 60%;
    height: 60%;
  }
  ${sizeRules}
  ${colorRules}
`;
