import type { ApiTokenCreateBody, ApiTokenSummary, CreatedApiToken, Envelope } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * Organization API tokens (issue 21 item 1; docs/integrators.md "API tokens"): the organization's
 * admins make, list and revoke them at `/organizations/{orgId}/api-tokens…`.
 */

export interface ApiTokensApi {
  /** GET /organizations/{orgId}/api-tokens: live ones first, each with its last use; never the token. */
  list(orgId: string, options?: CallOptions): Promise<ApiTokenSummary[]>;
  /** POST /organizations/{orgId}/api-tokens: `token` is in this answer only; keep it now. */
  create(orgId: string, input: ApiTokenCreateBody, options?: CallOptions): Promise<CreatedApiToken>;
  /** DELETE /organizations/{orgId}/api-tokens/{tokenId}: it stops working at once. */
  revoke(orgId: string, tokenId: string, options?: CallOptions): Promise<ApiTokenSummary>;
}

const enc = encodeURIComponent;

/**
 * The API token calls over the SDK's HTTP client.
 * @example
 * const tokens = createApiTokensApi(sdk.http);
 * const { token } = await tokens.create(orgId, { name: "CRM sync", scopes: ["contacts:write"] });
 */
export function createApiTokensApi(http: HttpClient): ApiTokensApi {
  const list = (orgId: string) => `organizations/${enc(orgId)}/api-tokens`;
  return {
    list: async (orgId, options = {}) =>
      payloadOf(await http.get<Envelope<ApiTokenSummary[]>>(list(orgId), options), "GET api-tokens"),
    create: async (orgId, input, options = {}) =>
      payloadOf(
        await http.post<Envelope<CreatedApiToken>>(list(orgId), { ...options, json: input }),
        "POST api-tokens",
      ),
    revoke: async (orgId, tokenId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<ApiTokenSummary>>(`${list(orgId)}/${enc(tokenId)}`, options),
        "DELETE api-token",
      ),
  };
}
