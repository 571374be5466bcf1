/**
 * The embed chunk of the participant portal, compiled with preact/compat. The loader imports it on
 * the first `foyer-portal` element (or `Foyer.mount` with `widget: "portal"`).
 */
import { createNamedMount } from "../elements/named-mount.js";
import { portalMounters } from "../elements/portal-widget.js";

export const mount = createNamedMount(portalMounters);
