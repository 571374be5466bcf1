import { type IntegrationSettings, integrationSources } from "@foyer/domain";
import { eq, sql } from "drizzle-orm";
import { orgIntegrationSettings } from "../../db/schema/index.js";
import type { IntegrationRuntime } from "./runtime.js";

/*
 * The organization's importer settings (spec 1 §9 "only On24 is listed in the source picker";
 * issue 24 "an organization setting lists Cvent and Swoogo too"), and whether this server talks to
 * Foyer's stand-in platforms, with their demo keys, so the wizard can say so.
 */

export async function integrationSettingsOf(
  rt: IntegrationRuntime,
  orgId: string,
): Promise<IntegrationSettings> {
  const [row] = await rt.db
    .select({ listAllSources: orgIntegrationSettings.listAllSources })
    .from(orgIntegrationSettings)
    .where(eq(orgIntegrationSettings.orgId, orgId));
  const settings: IntegrationSettings = {
    listAllSources: row?.listAllSources ?? false,
    sandbox: rt.sandbox !== null,
  };
  if (rt.sandbox) {
    const credentials = rt.sandbox.credentials;
    settings.sandboxCredentials = Object.fromEntries(
      integrationSources.flatMap((source) => (credentials[source] ? [[source, credentials[source]]] : [])),
    );
  }
  return settings;
}

export async function saveIntegrationSettings(
  rt: IntegrationRuntime,
  orgId: string,
  body: { listAllSources: boolean },
): Promise<IntegrationSettings> {
  await rt.db
    .insert(orgIntegrationSettings)
    .values({ orgId, listAllSources: body.listAllSources })
    .onConflictDoUpdate({
      target: orgIntegrationSettings.orgId,
      set: { listAllSources: body.listAllSources, updatedAt: sql`now()` },
    });
  return integrationSettingsOf(rt, orgId);
}
