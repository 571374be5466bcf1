import { z } from "zod";

/*
 * Sponsor tiers (spec 1 §2 "sponsors (portal, settings/tiers)"): named, ordered groups of an
 * event's sponsors ("Gold", "Silver"), each listing its sponsors in order. Only the sponsors
 * module (kind `accounts`, slug `sponsors`) has tiers, and a sponsor is in at most one.
 * API: `/api/modules/{moduleId}/tiers…`. The server parses every body with these; the admin's
 * forms check the same rules first.
 */

export const TIER_NAME_MAX = 100;
/** The most tiers one sponsors module holds. */
export const MAX_TIERS = 50;
/** The most sponsors one add call takes (a picker's selection). */
export const MAX_TIER_SPONSORS_PER_CALL = 50;
/** The longest order list a reorder call takes. */
export const MAX_TIER_ORDER_LENGTH = 2000;
/** The field the sponsor's audit names when its tier changes. */
export const TIER_AUDIT_FIELD = "Tier";

export const tierMessages = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be at most ${TIER_NAME_MAX} characters`,
  nameTaken: (name: string) => `A tier named “${name}” already exists.`,
  tooManyTiers: `A sponsors module can have at most ${MAX_TIERS} tiers`,
  notFound: "This tier does not exist.",
  sponsorsOnly: "Only the sponsors module has tiers.",
  notInTier: "This sponsor is not in this tier.",
  pickOne: "Pick at least one sponsor",
  tooManySponsors: `Add at most ${MAX_TIER_SPONSORS_PER_CALL} sponsors at a time`,
  notASponsor: "This is not a sponsor of this event",
  notSponsors: (count: number) =>
    count === 1
      ? "1 of these is not a sponsor of this event"
      : `${count} of these are not sponsors of this event`,
  nameBody: 'Send an object with the name, such as {"name": "Gold"}',
  idsBody: (key: string) => `Send an object with the list, such as {"${key}": ["…"]}`,
  tierListedTwice: "A tier is listed twice",
  sponsorListedTwice: "A sponsor is listed twice",
  orderTiers: "List each of the module's tiers exactly once",
  orderSponsors: "List each of the tier's sponsors exactly once",
  /** The sponsor's audit note when its tier is deleted. */
  tierDeleted: (name: string) => `Tier “${name}” was deleted`,
} as const;

/** A sponsor as its tier lists it. */
export const tierSponsor = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  email: z.string().nullable(),
});
export type TierSponsor = z.infer<typeof tierSponsor>;

/** A tier with its sponsors, both in their order (`GET /api/modules/{moduleId}/tiers`). */
export const sponsorTier = z
  .object({
    id: z.string(),
    name: z.string(),
    position: z.number().int(),
    sponsors: z.array(tierSponsor),
  })
  .meta({ id: "SponsorTier" });
export type SponsorTier = z.infer<typeof sponsorTier>;

/** Answer of `DELETE /api/modules/{moduleId}/tiers/{tierId}`: how many sponsors it left untiered. */
export const deletedTier = z.object({ id: z.string(), untiered: z.number().int() });
export type DeletedTier = z.infer<typeof deletedTier>;

const id = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(200, `${label} must be an id`);

const tierName = z
  .string({ error: tierMessages.nameRequired })
  .trim()
  .min(1, tierMessages.nameRequired)
  .max(TIER_NAME_MAX, tierMessages.nameTooLong);

/** POST /modules/{moduleId}/tiers: a new tier, after the others. */
export const tierCreateBody = z.object({ name: tierName }, { error: tierMessages.nameBody }).strict();
export type TierCreateBody = z.infer<typeof tierCreateBody>;

/** PUT /modules/{moduleId}/tiers/{tierId}: a new name. */
export const tierUpdateBody = z.object({ name: tierName }, { error: tierMessages.nameBody }).strict();
export type TierUpdateBody = z.infer<typeof tierUpdateBody>;

/** PUT /modules/{moduleId}/tiers/order: every tier's id, in the new order. */
export const tierOrderBody = z
  .object(
    {
      tierIds: z
        .array(id("Tier"), { error: "tierIds must be a list of tier ids" })
        .max(MAX_TIERS, tierMessages.orderTiers),
    },
    { error: tierMessages.idsBody("tierIds") },
  )
  .strict()
  .refine((body) => new Set(body.tierIds).size === body.tierIds.length, {
    path: ["tierIds"],
    message: tierMessages.tierListedTwice,
  });
export type TierOrderBody = z.infer<typeof tierOrderBody>;

/** POST /modules/{moduleId}/tiers/{tierId}/accounts: sponsors to add (a sponsor in another tier moves). */
export const tierSponsorsAddBody = z
  .object(
    {
      accountIds: z
        .array(id("Sponsor"), { error: "accountIds must be a list of sponsor ids" })
        .min(1, tierMessages.pickOne)
        .max(MAX_TIER_SPONSORS_PER_CALL, tierMessages.tooManySponsors),
    },
    { error: tierMessages.idsBody("accountIds") },
  )
  .strict();
export type TierSponsorsAddBody = z.infer<typeof tierSponsorsAddBody>;

/** PUT /modules/{moduleId}/tiers/{tierId}/accounts/order: the tier's sponsors, in their new order. */
export const tierSponsorsOrderBody = z
  .object(
    {
      accountIds: z
        .array(id("Sponsor"), { error: "accountIds must be a list of sponsor ids" })
        .max(MAX_TIER_ORDER_LENGTH, tierMessages.orderSponsors),
    },
    { error: tierMessages.idsBody("accountIds") },
  )
  .strict()
  .refine((body) => new Set(body.accountIds).size === body.accountIds.length, {
    path: ["accountIds"],
    message: tierMessages.sponsorListedTwice,
  });
export type TierSponsorsOrderBody = z.infer<typeof tierSponsorsOrderBody>;

/** Whether a module has tiers: the event's sponsors module only. */
export function hasTiers(module: { kind: string; slug: string }): boolean {
  return module.kind === "accounts" && module.slug === "sponsors";
}
