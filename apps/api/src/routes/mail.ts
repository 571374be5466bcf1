import {
  envelope,
  idParams,
  mailBounceBody,
  mailboxMessages,
  mailboxPage,
  mailboxQuery,
  mailMessage,
} from "@foyer/domain";
import { authOf, requireAuth } from "../http/authenticate.js";
import { type ApiApp, answers } from "../http/contract.js";
import { forbidden, orNotFound } from "../http/errors.js";
import type { AuthContext } from "../services/auth/auth.js";
import { canReadMailbox, listMail, markBounced, readMail } from "../services/mail/mailbox.js";
import type { Mailer } from "../services/mail/outbox.js";

/** Issue 19 item 1: the outbox, for platform admins (it holds everyone's reset and invitation links). */
export async function mailRoutes(app: ApiApp, ctx: AuthContext & { mail: Mailer }) {
  app.addHook("preValidation", requireAuth(ctx));

  const requireMailbox = async (userId: string) => {
    if (!(await canReadMailbox(ctx.db, userId))) throw forbidden(mailboxMessages.platformAdminsOnly);
  };

  app.get(
    "/platform/mail",
    {
      schema: {
        summary: "The outbox: every email this server made, newest first (platform admins)",
        querystring: mailboxQuery,
        response: answers({ 200: envelope(mailboxPage) }),
      },
    },
    async (request) => {
      await requireMailbox(authOf(request).userId);
      const { page, pageSize } = request.query;
      const found = await listMail(ctx.db, request.query);
      return { payload: { ...found, page, pageSize, delivery: ctx.mail.delivery } };
    },
  );

  app.get(
    "/platform/mail/:messageId",
    {
      schema: {
        summary: "One email of the outbox with its text and HTML parts (platform admins)",
        params: idParams("messageId"),
        response: answers({ 200: envelope(mailMessage) }),
      },
    },
    async (request) => {
      await requireMailbox(authOf(request).userId);
      const message = await readMail(ctx.db, request.params.messageId);
      return { payload: orNotFound(message, mailboxMessages.notFound) };
    },
  );

  app.post(
    "/platform/mail/:messageId/bounce",
    {
      schema: {
        summary: "Record that a sent email bounced later, with the provider's words (platform admins)",
        params: idParams("messageId"),
        body: mailBounceBody,
        response: answers({ 200: envelope(mailMessage) }),
      },
    },
    async (request) => {
      await requireMailbox(authOf(request).userId);
      return { payload: await markBounced(ctx.db, request.params.messageId, request.body.reason) };
    },
  );
}
