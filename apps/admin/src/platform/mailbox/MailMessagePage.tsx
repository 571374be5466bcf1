import { mailboxMessages } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { LoadingPanel } from "../../eventlight/PagePanels.js";
import { MailLoadFailed } from "../../mail-view/MailLoadFailed.js";
import { MailMessageView } from "../../mail-view/MailMessageView.js";
import { MarkBouncedForm } from "./MarkBouncedForm.js";
import { mailboxPath, mailboxQueries, useMailboxApi } from "./mailbox-queries.js";

/**
 * /mailbox/{messageId}: one email as it was sent (or held), its links clickable, and what became
 * of its delivery. A sent one the provider later reported bounced can be marked so here.
 */
export function MailMessagePage() {
  const { messageId = "" } = useParams<{ messageId: string }>();
  const api = useMailboxApi();
  const message = useQuery(mailboxQueries.message(api, messageId));

  if (message.status === "error") {
    return (
      <MailLoadFailed
        error={message.error}
        message={mailboxMessages.messageLoadFailed}
        onRetry={() => void message.refetch()}
        backHref={mailboxPath()}
        backLabel="Back to the outbox"
      />
    );
  }
  if (message.status !== "success") return <LoadingPanel text="Loading the message..." />;
  return (
    <MailMessageView mail={message.data} back={<Link href={mailboxPath()}>← Outbox</Link>}>
      {message.data.status === "sent" ? <MarkBouncedForm messageId={message.data.id} /> : null}
    </MailMessageView>
  );
}
