import type { MailDelivery } from "@foyer/domain";

/** How this server delivers mail: held here (no SMTP_URL), or sent over SMTP from MAIL_FROM. */
export function DeliveryNote({ delivery }: { delivery: MailDelivery }) {
  return delivery.mode === "held" ? (
    <p className="foyer-alert foyer-alert--info mailbox-delivery">
      Nothing is sent: SMTP_URL is not set, so every email is held here. Open a message to hand its link on,
      or set SMTP_URL and MAIL_FROM to send mail (see the email guide in the docs).
    </p>
  ) : (
    <p className="mailbox-delivery">Sent over SMTP from {delivery.from}.</p>
  );
}
