import type { DeletedTier, Envelope, SponsorTier } from "@foyer/domain";
import type { HttpClient } from "../http/client.js";
import type { CallOptions } from "./forms.js";
import { payloadOf } from "./payload.js";

/*
 * The sponsor tiers of an event's sponsors module (`/modules/{moduleId}/tiers…`, spec 1 §2
 * `sponsors/settings/tiers`). The server checks read on sponsors to list them and update on
 * sponsors for every change; another module than sponsors answers 400.
 */

export interface TiersApi {
  /** GET /modules/{moduleId}/tiers: every tier in order, each with its sponsors in order. */
  list(options?: CallOptions): Promise<SponsorTier[]>;
  /** POST /modules/{moduleId}/tiers: a new, empty tier after the others (409 for a taken name). */
  create(name: string, options?: CallOptions): Promise<SponsorTier>;
  /** PUT /modules/{moduleId}/tiers/{tierId}: a new name. */
  rename(tierId: string, name: string, options?: CallOptions): Promise<SponsorTier>;
  /** DELETE /modules/{moduleId}/tiers/{tierId}: its sponsors stay in the event, untiered. */
  remove(tierId: string, options?: CallOptions): Promise<DeletedTier>;
  /** PUT /modules/{moduleId}/tiers/order: every tier, once, in the new order. */
  reorder(tierIds: readonly string[], options?: CallOptions): Promise<SponsorTier[]>;
  /**
   * POST /modules/{moduleId}/tiers/{tierId}/accounts: sponsors join the tier (one in another
   * tier moves here). Answers every tier, since a move changes two.
   */
  addSponsors(tierId: string, accountIds: readonly string[], options?: CallOptions): Promise<SponsorTier[]>;
  /** DELETE /modules/{moduleId}/tiers/{tierId}/accounts/{accountId}: the sponsor leaves the tier. */
  removeSponsor(tierId: string, accountId: string, options?: CallOptions): Promise<SponsorTier[]>;
  /** PUT /modules/{moduleId}/tiers/{tierId}/accounts/order: the tier's sponsors, each once, in the new order. */
  reorderSponsors(
    tierId: string,
    accountIds: readonly string[],
    options?: CallOptions,
  ): Promise<SponsorTier[]>;
}

const enc = encodeURIComponent;

/**
 * The tier calls of one sponsors module over the SDK's HTTP client (bearer token, one refresh
 * and retry on 401).
 * @example
 * const tiers = createTiersApi(sdk.http, sponsorsModuleId);
 * const gold = await tiers.create("Gold");
 * await tiers.addSponsors(gold.id, [acmeId, globexId]);
 */
export function createTiersApi(http: HttpClient, moduleId: string): TiersApi {
  const base = `modules/${enc(moduleId)}/tiers`;
  const tier = (tierId: string) => `${base}/${enc(tierId)}`;
  const sponsors = (tierId: string) => `${tier(tierId)}/accounts`;
  return {
    list: async (options = {}) =>
      payloadOf(await http.get<Envelope<SponsorTier[]>>(base, options), "GET tiers"),
    create: async (name, options = {}) =>
      payloadOf(await http.post<Envelope<SponsorTier>>(base, { ...options, json: { name } }), "POST tier"),
    rename: async (tierId, name, options = {}) =>
      payloadOf(
        await http.put<Envelope<SponsorTier>>(tier(tierId), { ...options, json: { name } }),
        "PUT tier",
      ),
    remove: async (tierId, options = {}) =>
      payloadOf(await http.delete<Envelope<DeletedTier>>(tier(tierId), options), "DELETE tier"),
    reorder: async (tierIds, options = {}) =>
      payloadOf(
        await http.put<Envelope<SponsorTier[]>>(`${base}/order`, { ...options, json: { tierIds } }),
        "PUT tier order",
      ),
    addSponsors: async (tierId, accountIds, options = {}) =>
      payloadOf(
        await http.post<Envelope<SponsorTier[]>>(sponsors(tierId), { ...options, json: { accountIds } }),
        "POST tier sponsors",
      ),
    removeSponsor: async (tierId, accountId, options = {}) =>
      payloadOf(
        await http.delete<Envelope<SponsorTier[]>>(`${sponsors(tierId)}/${enc(accountId)}`, options),
        "DELETE tier sponsor",
      ),
    reorderSponsors: async (tierId, accountIds, options = {}) =>
      payloadOf(
        await http.put<Envelope<SponsorTier[]>>(`${sponsors(tierId)}/order`, {
          ...options,
          json: { accountIds },
        }),
        "PUT tier sponsor order",
      ),
  };
}
