import { ConnectorError } from "../integrations/connector.js";
import { assertOutboundAllowed, isAllowedHost } from "../integrations/connectors/outbound-guard.js";
import type { WebhookRuntime } from "./runtime.js";

/*
 * Where a webhook may point (issue 21 item 2): a public https URL, unless the operator listed its
 * host in FOYER_WEBHOOK_ALLOW_HOSTS. The outbound guard (integrations/connectors/outbound-guard.ts)
 * resolves the host and refuses private, loopback and link-local addresses (169.254.169.254
 * included); it runs when the webhook is saved and again before every attempt (DNS rebinding).
 */

/** Why Foyer will not send to `raw`, or null when it will. */
export async function targetProblem(rt: WebhookRuntime, raw: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "The address must be a full URL such as https://example.com/foyer-hooks";
  }
  const allowed = isAllowedHost(url, rt.allowHosts);
  if (url.protocol !== "https:" && !(allowed && url.protocol === "http:")) {
    return "The address must start with https://";
  }
  try {
    await assertOutboundAllowed(url, rt.allowHosts, rt.lookup);
    return null;
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    return error.failure === "refused"
      ? error.message.replace("FOYER_OUTBOUND_ALLOW_HOSTS", "FOYER_WEBHOOK_ALLOW_HOSTS")
      : error.message;
  }
}
