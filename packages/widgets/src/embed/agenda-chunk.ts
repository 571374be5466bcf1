/**
 * The embed chunk of the agenda, compiled with preact/compat. The loader imports it on the first
 * `foyer-agenda` element (or `Foyer.mount` with `widget: "agenda"`).
 */
import { agendaMounters } from "../elements/agenda-widget.js";
import { createNamedMount } from "../elements/named-mount.js";

export const mount = createNamedMount(agendaMounters);
