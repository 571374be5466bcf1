/**
 * The embed chunk of the record import wizard, compiled with preact/compat. The loader imports it
 * on the first `foyer-import-wizard` element (or `Foyer.mount` with `widget: "import-wizard"`).
 */
import { importMounters } from "../elements/import-widget.js";
import { createNamedMount } from "../elements/named-mount.js";

export const mount = createNamedMount(importMounters);
