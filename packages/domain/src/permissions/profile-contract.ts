import { z } from "zod";
import type { PermissionProfile } from "./permission-rules.js";

/*
 * The answers of the permission routes (issue 18 "Route contracts"). PermissionProfile stays
 * hand-written in permission-rules.ts (the apps' zod-free rules); this schema is checked against it.
 */

const slugItem = z.object({ slug: z.string() });

/**
 * GET /permissions/event/{eventId}/user/{userId} and /permissions/organization/{orgId}/user/{userId}
 * (spec 2 §3 "Permission profile"). `isEvaluator` only on event profiles.
 */
export const permissionProfile = z
  .object({
    permissions: z.array(slugItem),
    read_permissions: z.array(slugItem),
    isFoyerAdmin: z.boolean(),
    isAdmin: z.boolean(),
    isMember: z.boolean(),
    isEvaluator: z.boolean().optional(),
  })
  .meta({ id: "PermissionProfile" }) satisfies z.ZodType<PermissionProfile>;
/** A profile as the server answers it: unlike one the apps make up, its flags are always set. */
export type ServerPermissionProfile = z.infer<typeof permissionProfile>;

/** POST /admins/event-user/{eventId} and /admins/org-user/{orgId}: the caller is now an admin there. */
export const adminAccessGranted = z.object({ ok: z.literal(true) });
