/**
 * The embed chunk of the record picker, compiled with preact/compat. The loader imports it on the
 * first `foyer-record-picker` element (or `Foyer.mount` with `widget: "record-picker"`).
 */
import { createNamedMount } from "../elements/named-mount.js";
import { pickerMounters } from "../elements/record-picker-widget.js";

export const mount = createNamedMount(pickerMounters);
