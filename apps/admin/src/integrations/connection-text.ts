import { type IntegrationConnection, type IntegrationSource, sourceInfo } from "@foyer/domain";

/** What tells one connection from another: its source and the fields that are not secret. */
export function connectionName(source: IntegrationSource, connection: IntegrationConnection): string {
  const { label, fields } = sourceInfo[source];
  const shown = fields
    .filter((field) => !field.secret && connection.connection_settings[field.name])
    .map((field) => `${field.label} ${connection.connection_settings[field.name]}`);
  return shown.length > 0 ? `${label} (${shown.join(", ")})` : label;
}

/** Spec 1 §4 "A failed connect marks the new connection as invalid". */
export const statusText = (connection: IntegrationConnection): string =>
  connection.is_connected ? "Valid" : "Invalid";

/** A stored time as the user's locale shows it; "Never" when there is none. */
export function whenText(iso: string | null): string {
  if (!iso) return "Never";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
