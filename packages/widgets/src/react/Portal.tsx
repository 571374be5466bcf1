import { portalMounters } from "../elements/portal-widget.js";
import type { PortalOptions } from "../elements/widget-options.js";
import type { WidgetHostProps } from "./FormWidgets.js";
import { useWidgetMount } from "./useWidgetMount.js";

export interface PortalProps extends PortalOptions, WidgetHostProps {}

/**
 * The participant portal (spec 1 §2 "Portal") in its own shadow root, with its sign-in inside.
 * @example <Portal portalSlug="speakers" portalId={portalId} location="hash" />
 */
export function Portal({ className, ...options }: PortalProps) {
  const host = useWidgetMount(portalMounters.portal, { widget: "portal", ...options });
  return <div ref={host} className={className} data-foyer-widget="portal" />;
}
