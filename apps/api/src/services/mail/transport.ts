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

/** A delivery that did not go through; `permanent` when retrying would get the same answer (5xx). */
export class MailDeliveryError extends Error {
  override readonly name = "MailDeliveryError";
  constructor(
    message: string,
    readonly permanent: boolean,
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

/** Why a send failed, in words for the outbox: the server's reply when there is one. */
function reasonOf(error: NodemailerError): string {
  const text = error.message || error.response || String(error);
  return text.length > 1000 ? `${text.slice(0, 1000)}…` : text;
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
          throw new MailDeliveryError(`The server refused ${info.rejected.join(", ")}`, true);
        }
        return { response: info.response, messageId: info.messageId };
      } catch (error) {
        if (error instanceof MailDeliveryError) throw error;
        const failure = error as NodemailerError;
        // No reply code (refused connection, timeout, TLS): worth another try.
        throw new MailDeliveryError(reasonOf(failure), failure.permanent === true);
      }
    },
    close: () => transporter.close(),
  };
}
