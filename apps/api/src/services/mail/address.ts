import { isValidEmail } from "@foyer/domain";
import addressparser from "nodemailer/lib/addressparser";

/**
 * A mailbox as nodemailer takes it (an address object): nodemailer quotes and encodes the name
 * itself, so a comma or quote in a name cannot split the header into more addresses.
 */
export interface MailAddress {
  name: string;
  address: string;
}

/** The sender without MAIL_FROM: such mail is held in the outbox, so no real domain is needed. */
export const DEFAULT_MAIL_FROM: MailAddress = { name: "Foyer", address: "no-reply@foyer.localhost" };

/** Why an address was refused (issue 19 "Bad input": a display-name or CR/LF injection). */
export const mailAddressMessages = {
  invalid: (address: string) => `"${address}" is not a valid email address`,
  oneAddress: "must be one email address, optionally with a name: Foyer <events@example.org>",
} as const;

/**
 * A display name made safe for a header: line breaks (the CR/LF of a header injection) and other
 * control characters become spaces, runs of spaces one; at most 200 characters.
 */
export function headerName(name: string | null | undefined): string {
  return (name ?? "")
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}

/**
 * The address object of a recipient, or why not: the address alone (no "Name <…>", no list,
 * no line break) and valid; the name is cleaned by `headerName`.
 * @example mailbox("ada@example.org", "Ada\r\nBcc: x@evil.test") // { address: "ada@example.org", name: "Ada Bcc: x@evil.test" }
 */
export function mailbox(address: string, name?: string | null): MailAddress | { problem: string } {
  const trimmed = address.trim();
  if (!isValidEmail(trimmed)) return { problem: mailAddressMessages.invalid(address) };
  return { address: trimmed, name: headerName(name) };
}

/**
 * MAIL_FROM as an address object, or the message saying why not: one mailbox, with or without a
 * name (`Foyer Events <events@example.org>` or `events@example.org`).
 */
export function parseSender(value: string): MailAddress | string {
  if (/[\r\n]/.test(value)) return mailAddressMessages.oneAddress;
  const parsed = addressparser(value.trim());
  const [first] = parsed;
  if (parsed.length !== 1 || !first || first.group !== undefined) return mailAddressMessages.oneAddress;
  if (!isValidEmail(first.address)) return mailAddressMessages.invalid(first.address || value.trim());
  return { name: headerName(first.name), address: first.address };
}

/** `Name <address>` for people to read (logs, the banner); never used as a header. */
export function showAddress(address: MailAddress): string {
  return address.name ? `${address.name} <${address.address}>` : address.address;
}
