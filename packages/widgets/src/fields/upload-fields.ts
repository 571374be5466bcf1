// The file, image and photo fields with the form's upload runs: one lazily loaded chunk (see
// FieldControl.tsx), fetched when a form has such a field, so a chosen file starts at once.
export { startUploads } from "../forms/upload-runs.js";
export { FileField, PhotoField } from "./FileField.js";
