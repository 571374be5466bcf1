import nodemailer, { type NodemailerError } from "nodemailer";
import type { MailAddress } from "./address.js";

/*
 * The SMTP port (STYLE 17 "Outside systems sit behind a port"): the delivery job hands a message
 * to a MailTransport; the real one is nodemailer over SMTP_URL, and the tests run a real SMTP
 * server on loopback behind the same URL, never a mocked transport.
 */

export interface OutgoingMail {
  from: MailAddress;
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Our message id, sent as a header so a server's logs can be matched to the outbox. */
  outboxId: string;
}

export interface SentMail {
  /** The server's answer, e.g. "250 OK: queued as 1A2B". */
  response: string;
  messageId: string;
}

/**
 * A delivery that did not go through; `permanent` when retrying would get the same answer (5xx),
 * `bounced` when that answer refused the recipient (RCPT TO, e.g. `550 5.1.1 No such user`): the
 * address does not take mail, as opposed to the server refusing us or the message.
 */
export class MailDeliveryError extends Error {
  override readonly name = "MailDeliveryError";
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly bounced = false,
  ) {
    super(message);
  }
}

export interface MailTransport {
  /** Where mail goes, without credentials: `smtp.example.org:465 (TLS)`. */
  readonly label: string;
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/** `smtps://user:pass@host:465` → `host:465 (TLS)`; the credentials are never shown. */
export function smtpLabel(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return `${url.hostname}:${url.port || (secure ? "465" : "587")}${secure ? " (TLS)" : ""}`;
}

const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 1000)}…` : text);

/** Why a send failed, in words for the outbox: the server's reply when there is one. */
function reasonOf(error: NodemailerError): string {
  return clip(error.message || error.response || String(error));
}

/**
 * A permanent refusal of the recipient: nodemailer reports RCPT TO replies as `EENVELOPE` errors
 * with the command, the reply and its code (nodemailer.com/errors). Its reason is the server's
 * own words ("550 5.1.1 <ada@example.org>: Recipient address rejected").
 */
function bounceOf(error: NodemailerError): MailDeliveryError | null {
  const code = error.responseCode ?? 0;
  if (error.code !== "EENVELOPE" || error.command !== "RCPT TO" || code < 500) return null;
  return new MailDeliveryError(clip(error.response || error.message), true, true);
}

/**
 * nodemailer over SMTP_URL (`smtp://` upgrades with STARTTLS when offered, `smtps://` is TLS from
 * the start), with a small connection pool. Messages never read files or URLs (attachments are
 * not ours to fetch).
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    label: smtpLabel(smtpUrl),
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          // The envelope holds bare addresses: names never reach MAIL FROM / RCPT TO.
          envelope: { from: mail.from.address, to: [mail.to.address] },
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { "X-Foyer-Message": mail.outboxId },
        });
        if (info.rejected.length > 0) {
          // One recipient per message, so this is rare (a server that takes DATA after refusing).
          const reply = info.rejectedErrors?.[0]?.response;
          throw new MailDeliveryError(
            clip(reply ?? `The server refused ${info.rejected.join(", ")}`),
            true,
            true,
          );
        }
        return { response: info.response, messageId: info.messageId };
      } catch (error) {
        if (error instanceof MailDeliveryError) throw error;
        const failure = error as NodemailerError;
        const bounce = bounceOf(failure);
        if (bounce) throw bounce;
        // No reply code (refused connection, timeout, TLS): worth another try.
        throw new MailDeliveryError(reasonOf(failure), failure.permanent === true);
      }
    },
    close: () => transporter.close(),
  };
}
