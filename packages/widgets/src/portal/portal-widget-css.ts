/// <reference path="../inline-css.d.ts" />

import appCss from "../react.css?inline";
import { css } from "../runtime/css.js";
import portalCss from "./portal.css?inline";

/**
 * What the `<foyer-portal>` widget changes for life inside another page: no full-window heights,
 * the notice line, and the app's page background on the widget's own box.
 */
const widgetFrameCss = css`
  :host {
    display: block;
  }
  .foyer-portal {
    background: var(--foyer-color-bg);
    color: var(--foyer-color-text);
    font-family: var(--foyer-font);
    font-size: var(--foyer-font-size);
    line-height: var(--foyer-line-height);
    border-radius: var(--foyer-radius);
  }
  .foyer-portal .portal-frame,
  .foyer-portal .foyer-auth-layout,
  .foyer-portal .foyer-screen {
    min-height: 0;
  }
  .foyer-portal .portal-nav__list {
    flex-wrap: wrap;
  }
  .foyer-portal__notice {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--foyer-space-3);
    margin: 0 0 var(--foyer-space-3);
  }
`;

/**
 * The apps' stylesheet without its `.foyer-app { … }` blocks (their tokens and full-page layout):
 * the widget takes its theme from `:host`, where the host page can override it. The rules below
 * `.foyer-app` (links, focus ring, box sizing) apply: the widget's root carries the class.
 */
const appCssInWidget = appCss.replace(/\.foyer-app\s*\{[^}]*\}/g, "");

/**
 * The portal widget's styles, after the runtime's base sheet: the apps' shared controls, header,
 * sign-in and status pages (`react.css`) and the portal's own (`portal.css`), the same text the
 * portal app imports, then the widget's frame.
 */
export const portalWidgetCss: readonly string[] = [appCssInWidget, portalCss, widgetFrameCss];
