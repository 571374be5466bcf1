import { z } from "zod";
import { type PermissionModule, permissionModules } from "../permissions/permission-rules.js";

/*
 * Organization API tokens (issue 21 item 1): an organization admin makes one for a program, with
 * a name, scopes and an optional expiry. The token is shown once; the server keeps its hash. It is
 * sent as `Authorization: Bearer foyer_pat_…` wherever a signed-in person's id token is, and acts
 * only inside its organization and its scopes.
 */

/** `read` / `write` on every module, or `{module}:read` / `{module}:write` on one. */
export type ApiTokenScope = "read" | "write" | `${PermissionModule}:read` | `${PermissionModule}:write`;

export const API_TOKEN_NAME_MAX = 100;
/** How many live (not revoked) tokens one organization may hold. */
export const MAX_API_TOKENS_PER_ORG = 50;
/** What every token starts with; the server tells a token from a JWT by it. */
export const API_TOKEN_PREFIX = "foyer_pat_";
/** `foyer_pat_<16 hex id>_<43 base64url secret>`. */
export const apiTokenPattern = /^foyer_pat_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export const apiTokenMessages = {
  nameRequired: "Give the token a name",
  nameTooLong: `The name must be at most ${API_TOKEN_NAME_MAX} characters`,
  scopesRequired: "Choose at least one scope",
  unknownScope: (scope: string) =>
    `Unknown scope "${scope}": use read, write, or {module}:read / {module}:write with a module of ${permissionModules.join(", ")}`,
  expiryPast: "The expiry must be in the future",
  tooMany: `An organization can have at most ${MAX_API_TOKENS_PER_ORG} active API tokens. Revoke one first.`,
  notFound: "This API token does not exist.",
  invalid: "Invalid API token",
  expired: "This API token has expired",
  revoked: "This API token has been revoked",
  peopleOnly: "API tokens can't be used here: this route is for signed-in people only.",
  shownOnce: "Copy it now: you won't see it again.",
} as const;

const scopeLevels = ["read", "write"] as const;

/** Every scope a token may hold: read, write, then each module's read and write. */
export const apiTokenScopes: readonly ApiTokenScope[] = [
  ...scopeLevels,
  ...permissionModules.flatMap((module) => scopeLevels.map((level) => `${module}:${level}` as ApiTokenScope)),
];

export function isApiTokenScope(value: string): value is ApiTokenScope {
  return (apiTokenScopes as readonly string[]).includes(value);
}

/** The module and level of a scope; module undefined for the organization-wide ones. */
export function scopeParts(scope: ApiTokenScope): { module?: PermissionModule; level: "read" | "write" } {
  const [first, second] = scope.split(":") as [string, ("read" | "write")?];
  return second ? { module: first as PermissionModule, level: second } : { level: first as "read" | "write" };
}

/** How a scope reads in the admin's list: "Read, all modules", "contacts: write". */
export function scopeLabel(scope: ApiTokenScope): string {
  const { module, level } = scopeParts(scope);
  const what = level === "read" ? "read" : "read and write";
  return module ? `${module}: ${what}` : `All modules: ${what}`;
}

export const apiTokenScope = z
  .string({ error: apiTokenMessages.scopesRequired })
  .superRefine((value, ctx) => {
    if (!isApiTokenScope(value))
      ctx.addIssue({ code: "custom", message: apiTokenMessages.unknownScope(value) });
  })
  .transform((value) => value as ApiTokenScope);

export const apiTokenCreateBody = z.object({
  name: z
    .string({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(1, apiTokenMessages.nameRequired)
    .max(API_TOKEN_NAME_MAX, apiTokenMessages.nameTooLong),
  scopes: z
    .array(apiTokenScope, { error: apiTokenMessages.scopesRequired })
    .min(1, apiTokenMessages.scopesRequired)
    .max(apiTokenScopes.length)
    .transform((scopes) => [...new Set(scopes)]),
  /** When the token stops working (ISO date-time); none: until revoked. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "The expiry must be a date and time (ISO 8601)" })
    .nullish()
    .superRefine((value, ctx) => {
      if (value && Date.parse(value) <= Date.now())
        ctx.addIssue({ code: "custom", message: apiTokenMessages.expiryPast });
    }),
});
export type ApiTokenCreateBody = z.infer<typeof apiTokenCreateBody>;

export const apiTokenStatuses = ["active", "expired", "revoked"] as const;
export type ApiTokenStatus = (typeof apiTokenStatuses)[number];

/** A token as the list shows it: never the token itself. */
export const apiTokenSummary = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** The token's first characters, to recognize it (`foyer_pat_ab12`). */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(apiTokenStatuses),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummary>;

/** The answer to a create: the token, this once. */
export const createdApiToken = z.object({
  id: z.string(),
  token: z.string(),
  summary: apiTokenSummary,
});
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenParams = z.object({
  orgId: z.string().min(1).max(200),
  tokenId: z.string().min(1).max(200),
});

/** The status of a token at `now`. */
export function apiTokenStatus(
  token: { expiresAt: string | null; revokedAt: string | null },
  now = Date.now(),
): ApiTokenStatus {
  if (token.revokedAt) return "revoked";
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return "expired";
  return "active";
}
