/**
 * The embed chunk of the four participant forms, compiled with preact/compat. The loader imports
 * it on the first form element (or `Foyer.mount`) and calls its `mount`.
 */
import { formMounters } from "../elements/form-widgets.js";
import { createNamedMount } from "../elements/named-mount.js";

export const mount = createNamedMount(formMounters);
