import {
  EMAIL_TEMPLATES_REQUIREMENT,
  envelope,
  eventIdParams,
  eventMailTemplateParams,
  mailTemplateBody,
  mailTemplateEntry,
  mailTemplatePreview,
  orgIdParams,
  orgMailTemplateParams,
} from "@foyer/domain";
import { z } from "zod";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import type { AuthContext } from "../services/auth/auth.js";
import type { Mailer } from "../services/mail/outbox.js";
import {
  editableKind,
  listTemplates,
  resetTemplate,
  saveTemplate,
  type TemplateLevel,
} from "../services/mail/template-editor.js";
import { previewTemplate } from "../services/mail/template-preview.js";
import { requireOrgPermission } from "../services/organizations/organizations.js";
import { requireEventPermission } from "../services/permissions/permissions.js";

/**
 * Issue 19 item 4, the template editors: the organization's `settings/templates` (its defaults
 * for all its events) and the event's `settings/email-templates` (its overrides). Both need
 * manage_email_templates on emails (spec 1 §6), on the organization's or the event's profile.
 */
export async function mailTemplateRoutes(app: ApiApp, ctx: AuthContext & { mail: Mailer }) {
  app.addHook("preValidation", requireAuth(ctx));

  /** The organization's level, when the caller may edit its templates (403/404 otherwise). */
  const orgLevel = async (userId: string, orgId: string): Promise<TemplateLevel> => {
    await requireOrgPermission(ctx.db, userId, orgId, EMAIL_TEMPLATES_REQUIREMENT);
    return { orgId, eventId: null };
  };
  /** The event's level, when the caller may edit its templates (403/404 otherwise). */
  const eventLevel = async (userId: string, eventId: string): Promise<TemplateLevel> => {
    const event = await requireEventPermission(ctx.db, userId, eventId, EMAIL_TEMPLATES_REQUIREMENT);
    return { orgId: event.orgId, eventId: event.id };
  };

  type Params = Record<string, string>;
  const levels: {
    base: string;
    where: string;
    listParams: z.ZodType<Params>;
    kindParams: z.ZodType<Params & { mailKind: string }>;
    level: (userId: string, params: Params) => Promise<TemplateLevel>;
  }[] = [
    {
      base: "/organizations/:orgId/mail-templates",
      where: "the organization (its defaults for every event, and its own emails)",
      listParams: orgIdParams,
      kindParams: orgMailTemplateParams,
      level: (userId, params) => orgLevel(userId, params.orgId ?? ""),
    },
    {
      base: "/events/:eventId/mail-templates",
      where: "the event (overrides of the organization's templates)",
      listParams: eventIdParams,
      kindParams: eventMailTemplateParams,
      level: (userId, params) => eventLevel(userId, params.eventId ?? ""),
    },
  ];

  for (const { base, where, listParams, kindParams, level } of levels) {
    app.get(
      base,
      {
        schema: {
          summary: `The email templates of ${where}: each kind with the template in effect and its source`,
          params: listParams,
          response: answers({ 200: envelope(z.array(mailTemplateEntry)) }),
        },
      },
      async (request) => {
        const at = await level(authOf(request).userId, request.params);
        return { payload: await listTemplates(ctx.db, at) };
      },
    );

    app.put(
      `${base}/:mailKind`,
      {
        schema: {
          summary: `Save the template of one kind of email for ${where}; unknown placeholders are refused`,
          params: kindParams,
          body: mailTemplateBody,
          response: answers({ 200: envelope(mailTemplateEntry) }),
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        const at = await level(userId, request.params);
        const kind = editableKind(at, request.params.mailKind);
        return { payload: await saveTemplate(ctx.db, at, kind, request.body, userId) };
      },
    );

    app.delete(
      `${base}/:mailKind`,
      {
        schema: {
          summary: `Reset one kind of email of ${where} to what it inherits`,
          params: kindParams,
          response: answers({ 200: envelope(mailTemplateEntry) }),
        },
      },
      async (request) => {
        const at = await level(authOf(request).userId, request.params);
        const kind = editableKind(at, request.params.mailKind);
        return { payload: await resetTemplate(ctx.db, at, kind) };
      },
    );

    app.post(
      `${base}/:mailKind/preview`,
      {
        schema: {
          summary: `Render an unsaved template of ${where} with real data: subject, text and HTML`,
          params: kindParams,
          body: mailTemplateBody,
          response: answers({ 200: envelope(mailTemplatePreview) }),
        },
      },
      async (request) => {
        const { userId } = authOf(request);
        const at = await level(userId, request.params);
        const kind = editableKind(at, request.params.mailKind);
        const input = { userId, publicUrl: ctx.mail.publicUrl };
        return { payload: await previewTemplate(ctx.db, at, kind, request.body, input) };
      },
    );
  }
}
