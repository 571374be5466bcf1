import { PortalWidget, type PortalWidgetProps } from "../portal/PortalWidget.js";
import { portalWidgetCss } from "../portal/portal-widget-css.js";
import type { WidgetDefinition } from "../runtime/widget-definition.js";
import { type Mounters, mounterOf } from "./named-mount.js";
import type { WidgetOptionsMap } from "./widget-options.js";

/** The participant portal (spec 1 §2 "Portal"): `foyer-portal portal-slug portal-id location`. */
export const portalWidget: WidgetDefinition<
  { widget: "portal" } & WidgetOptionsMap["portal"],
  PortalWidgetProps
> = {
  component: PortalWidget,
  css: portalWidgetCss,
  required: ["portalSlug", "portalId"],
  props: (options) => ({
    portalSlug: options.portalSlug,
    portalId: options.portalId,
    // Anything but "hash" keeps the host page's URL alone.
    location: options.location === "hash" ? "hash" : "memory",
  }),
};

/** The portal's mounter (its own chunk in the embed build). */
export const portalMounters = {
  portal: mounterOf(portalWidget),
} as const satisfies Mounters;
