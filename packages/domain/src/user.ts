import { z } from "zod";
import { isTimeZoneName } from "./dates/zoned.js";

/** The signed-in user as GET /user/me answers it (spec 2 §3 "User"). */
export const user = z
  .object({
    id: z.string(),
    email: z.string(),
    fname: z.string(),
    lname: z.string(),
    displayName: z.string(),
    photoUrl: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    timezone: z.string().nullable(),
    mute_sounds: z.boolean(),
    isFoyerAdmin: z.boolean(),
    event_roles: z.array(z.object({ event_id: z.string(), is_admin: z.boolean() })),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof user>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** PUT /user/me: the fields a user may change about themselves. Unknown keys are refused. */
export const updateMeBody = z
  .object({
    fname: z.string().trim().min(1, "First name is required").max(100).optional(),
    lname: z.string().trim().min(1, "Last name is required").max(100).optional(),
    photoUrl: z
      .url({ protocol: /^https?$/, error: "Photo URL must be an http(s) URL" })
      .max(2048)
      .nullable()
      .optional(),
    phone: optionalText(40),
    location: optionalText(200),
    timezone: z.string().max(64).refine(isTimeZoneName, "Unknown time zone").nullable().optional(),
    mute_sounds: z.boolean().optional(),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof updateMeBody>;

/** An event as listed for the signed-in user (GET /user/me/events). */
export const userEvent = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  timezone: z.string(),
  org_id: z.string(),
  org_name: z.string(),
  is_draft: z.boolean(),
  is_admin: z.boolean(),
});
export type UserEvent = z.infer<typeof userEvent>;
