import { randomUUID } from "node:crypto";
import {
  CONFIRMATION_TTL_HOURS,
  type ConfirmedAccount,
  type OnboardBody,
  type SignupRequestBody,
  signupCodes,
  signupMessages,
  signupTemplateOf,
  signupTemplates,
  type User,
} from "@foyer/domain";
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { mailMessages, users } from "../../db/schema/index.js";
import { firstNameOf, type MailTemplateKey } from "../mail/default-templates.js";
import type { Mailer } from "../mail/outbox.js";
import { ownPhotoUpload } from "../portal/photo.js";
import { Refusal } from "../refusal.js";
import type { FileStorage } from "../uploads/storage.js";
import { type AuthContext, type Client, startSession } from "./auth.js";
import { accountKey } from "./login-throttle.js";
import { hashPassword } from "./passwords.js";
import { redeemLink, storeLink } from "./reset-links.js";
import { updateMe } from "./user.js";

/*
 * Sign-up on /signup with a confirmation email (spec 1 §2, issue 19 item 2). The answers never
 * say whether an address has an account: a new address gets a confirmation link, a known one a
 * note that it has an account. The routes do this work after answering, so both take as long.
 */

export const CONFIRMATION_TTL_MS = CONFIRMATION_TTL_HOURS * 60 * 60 * 1000;

/** Sign-up mails to one address per hour, whatever asks for them (sign-up, resend). */
export const SIGNUP_MAILS_PER_HOUR = 5;
const SIGNUP_MAIL_KINDS: MailTemplateKey[] = ["signup-confirmation", "signup-existing-account"];

type UserRow = typeof users.$inferSelect;

async function userByEmail(ctx: AuthContext, email: string): Promise<UserRow | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, accountKey(email)));
  return user;
}

/** False once the address had SIGNUP_MAILS_PER_HOUR sign-up mails this hour: nobody floods an inbox. */
async function mayMail(ctx: AuthContext, address: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ sent: count() })
    .from(mailMessages)
    .where(
      and(
        eq(sql`lower(${mailMessages.toAddress})`, accountKey(address)),
        inArray(mailMessages.template, SIGNUP_MAIL_KINDS),
        gt(mailMessages.createdAt, new Date(Date.now() - 60 * 60 * 1000)),
      ),
    );
  const allowed = (row?.sent ?? 0) < SIGNUP_MAILS_PER_HOUR;
  if (!allowed) ctx.log.warn({ address }, "sign-up mail not sent: hourly limit of the address reached");
  return allowed;
}

const accountKind = (template: string | null) => {
  const known = signupTemplateOf(template ?? undefined);
  return known ? `${signupTemplates[known].label} account` : "account";
};

async function mailConfirmation(ctx: AuthContext, mail: Mailer, user: UserRow): Promise<void> {
  if (!(await mayMail(ctx, user.email))) return;
  const token = await storeLink(ctx.db, {
    userId: user.id,
    purpose: "confirm-email",
    ttlMs: CONFIRMATION_TTL_MS,
  });
  const sent = await mail.send({
    kind: "signup-confirmation",
    to: { address: user.email, name: `${user.fname} ${user.lname}` },
    values: {
      first_name: firstNameOf(user.fname),
      email: user.email,
      account_kind: accountKind(user.signupTemplate),
      link: `${mail.publicUrl}/account/confirm/${token}`,
    },
    userId: user.id,
  });
  ctx.log.info({ userId: user.id, messageId: sent.id, status: sent.status }, "sign-up confirmation emailed");
}

async function mailExistingAccount(ctx: AuthContext, mail: Mailer, user: UserRow): Promise<void> {
  if (!(await mayMail(ctx, user.email))) return;
  const sent = await mail.send({
    kind: "signup-existing-account",
    to: { address: user.email, name: `${user.fname} ${user.lname}` },
    values: {
      first_name: firstNameOf(user.fname),
      email: user.email,
      sign_in_link: `${mail.publicUrl}/login`,
      reset_link: `${mail.publicUrl}/forgot`,
    },
    userId: user.id,
  });
  ctx.log.info({ userId: user.id, messageId: sent.id, status: sent.status }, "existing account noted");
}

/**
 * POST /user/signup/request, after the answer. A new address: an account waiting for
 * confirmation, and the link. One that waits already: this request's password and names win (the
 * address's owner is who confirms) and a new link goes out. A confirmed one: a note, nothing changed.
 */
export async function requestSignup(ctx: AuthContext, body: SignupRequestBody, mail: Mailer): Promise<void> {
  const existing = await userByEmail(ctx, body.email);
  if (existing && !existing.awaitingConfirmation) return mailExistingAccount(ctx, mail, existing);
  const passwordHash = await hashPassword(body.password);
  const account = {
    passwordHash,
    fname: body.fname,
    lname: body.lname,
    signupTemplate: body.template ?? null,
  };
  if (existing) {
    const [updated] = await ctx.db
      .update(users)
      .set({ ...account, updatedAt: new Date() })
      .where(and(eq(users.id, existing.id), eq(users.awaitingConfirmation, true)))
      .returning();
    if (updated) await mailConfirmation(ctx, mail, updated);
    return;
  }
  const [created] = await ctx.db
    .insert(users)
    .values({ id: randomUUID(), email: body.email, awaitingConfirmation: true, ...account })
    .onConflictDoNothing()
    .returning();
  // Two sign-ups racing for one address: the unique index lets one through, which mails.
  if (created) await mailConfirmation(ctx, mail, created);
}

/**
 * POST /user/signup/resend, after the answer: a new link for an account that waits; the
 * existing-account note for a confirmed one; nothing for an unknown address.
 */
export async function resendConfirmation(ctx: AuthContext, email: string, mail: Mailer): Promise<void> {
  const user = await userByEmail(ctx, email);
  if (!user) return;
  if (user.awaitingConfirmation) return mailConfirmation(ctx, mail, user);
  return mailExistingAccount(ctx, mail, user);
}

const linkUsed = () => new Refusal("invalid", signupCodes.linkUsed, signupMessages.linkUsed);
const linkExpired = () => new Refusal("invalid", signupCodes.linkExpired, signupMessages.linkExpired);

/** POST /user/signup/confirm: spends the link, confirms the address and signs the account in. */
export async function confirmAccount(
  ctx: AuthContext,
  hash: string,
  client: Client,
): Promise<ConfirmedAccount> {
  const redeemed = await redeemLink(ctx.db, hash, "confirm-email");
  if (redeemed.status === "used") throw linkUsed();
  if (redeemed.status !== "ok") throw linkExpired();
  const [user] = await ctx.db
    .update(users)
    .set({
      awaitingConfirmation: false,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, redeemed.userId))
    .returning();
  if (!user) throw linkExpired();
  ctx.log.info({ userId: user.id }, "sign-up address confirmed");
  const tokens = await startSession(ctx, user, client);
  return { tokens, onboard: user.onboardedAt === null };
}

/**
 * POST /user/me/onboard: the name and photo of a first sign-in (or a skip, which sends the names
 * as they are). The photo is one of the user's own image uploads (the portal profile's checks),
 * shown from /api/uploads/{id}; `null` removes it.
 */
export async function onboard(
  ctx: AuthContext & { storage: FileStorage; publicUrl: string },
  userId: string,
  body: OnboardBody,
): Promise<User | null> {
  let photoUrl: string | null | undefined = body.photoUploadId === null ? null : undefined;
  if (body.photoUploadId) {
    const upload = await ownPhotoUpload(ctx.db, ctx.storage, userId, body.photoUploadId);
    photoUrl = `${ctx.publicUrl}/api/uploads/${upload.id}`;
  }
  await ctx.db.update(users).set({ onboardedAt: new Date() }).where(eq(users.id, userId));
  return updateMe(ctx.db, userId, {
    fname: body.fname,
    lname: body.lname,
    ...(photoUrl === undefined ? {} : { photoUrl }),
  });
}
