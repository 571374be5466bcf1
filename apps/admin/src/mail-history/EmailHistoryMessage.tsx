import { emailHistoryMessages } from "@foyer/domain";
import type { EmailHistoryScope } from "@foyer/sdk";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { LoadingPanel } from "../eventlight/PagePanels.js";
import { MailLoadFailed } from "../mail-view/MailLoadFailed.js";
import { MailMessageView } from "../mail-view/MailMessageView.js";
import { emailHistoryQueries, useEmailHistoryApi } from "./email-history-queries.js";

/**
 * history/emails/{messageId}: one email of the event's or organization's history, as the
 * platform outbox shows it, with the secret part of single-use links hidden by the server.
 */
export function EmailHistoryMessage({
  scope,
  messageId,
  backHref,
}: {
  scope: EmailHistoryScope;
  messageId: string;
  backHref: string;
}) {
  const api = useEmailHistoryApi(scope);
  const message = useQuery(emailHistoryQueries.message(api, scope, messageId));
  if (message.status === "error") {
    return (
      <MailLoadFailed
        error={message.error}
        message={emailHistoryMessages.messageLoadFailed}
        onRetry={() => void message.refetch()}
        backHref={backHref}
        backLabel="Back to the email history"
      />
    );
  }
  if (message.status !== "success") return <LoadingPanel text="Loading the message..." />;
  return (
    <MailMessageView mail={message.data} back={<Link href={backHref}>← Email history</Link>}>
      <p className="admin-section__lead">{emailHistoryMessages.linksHidden}</p>
    </MailMessageView>
  );
}
