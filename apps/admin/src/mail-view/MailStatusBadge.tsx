import { type MailStatus, mailStatusLabels } from "@foyer/domain";

/** A message's status as a coloured label: sent green, bounced and failed red, held and queued amber. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <span className={`mailbox-status mailbox-status--${status}`}>{mailStatusLabels[status]}</span>;
}

/** `Name <address>`, or the address alone. */
export const recipientOf = (row: { toName: string; toAddress: string }) =>
  row.toName ? `${row.toName} <${row.toAddress}>` : row.toAddress;
