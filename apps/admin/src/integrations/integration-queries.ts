import type { IntegrationSource } from "@foyer/domain";
import { orgKey } from "../server-data/query-keys.js";

/** Cache keys of the organization's integrations; invalidating `integrationsKey(orgId)` refreshes them all. */
export const integrationsKey = (orgId: string) => orgKey(orgId, "integrations");
export const settingsKey = (orgId: string) => orgKey(orgId, "integrations", "settings");
export const connectionsKey = (orgId: string, source: IntegrationSource) =>
  orgKey(orgId, "integrations", source, "connections");
export const syncLogKey = (orgId: string, source: IntegrationSource, configId: string) =>
  orgKey(orgId, "integrations", source, "log", configId);
