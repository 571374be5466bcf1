import { mailboxMessages } from "@foyer/domain";
import { userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { mailboxKeys, useMailboxApi } from "./mailbox-queries.js";

/**
 * A sent message the provider later reported bounced (their dashboard, a bounce email): a
 * platform admin records it with the report's words (issue 19 item 5). There are no provider
 * webhooks; the status becomes `bounced` and the reason shows in every history.
 */
export function MarkBouncedForm({ messageId }: { messageId: string }) {
  const api = useMailboxApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const mark = useMutation({
    mutationFn: () => api.markBounced(messageId, reason.trim()),
    meta: { errorMessage: mailboxMessages.bounceFailed },
    onSuccess: (message) => {
      queryClient.setQueryData(mailboxKeys.message(messageId), message);
      void queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
    },
  });

  if (!open) {
    return (
      <p>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={() => setOpen(true)}>
          Mark bounced
        </button>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) mark.mutate();
  };
  return (
    <form className="admin-panel mailbox-bounce" onSubmit={submit} aria-label="Mark bounced">
      <label htmlFor={reasonId}>What the provider reported</label>
      <textarea
        id={reasonId}
        className="foyer-input"
        required
        maxLength={1000}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder="550 5.1.1 The email account that you tried to reach does not exist"
      />
      {mark.status === "error" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {userMessageOf(mark.error)}
        </p>
      ) : null}
      <div className="records-actions">
        <button type="submit" className="foyer-button" disabled={mark.isPending || !reason.trim()}>
          {mark.isPending ? "Saving..." : "Mark bounced"}
        </button>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
