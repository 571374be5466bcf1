/*
 * Feature flags (spec 1 §6 "Feature flags are keyed by user, current organization and event";
 * spec 2 §6 "Flags by name"). Zod-free: the admin reads the names too.
 */

/** Spec 2 §6 "Flags by name", with `{product}` = foyer. */
export const featureFlagNames = [
  "isFoyerAdmin",
  "isFoyerSales",
  "isCustomerSuccess",
  "sbViewIntegrationsLog",
  "sbCanViewManyRecords",
  "sbViewEditDocument",
] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];
