import {
  type ContactHit,
  MESSAGE_BODY_MAX,
  meetsRequirement,
  type OrganizerThreadDetail,
  organizerThreadBody,
  THREAD_SUBJECT_MAX,
} from "@foyer/domain";
import type { PortalMessagesAdminApi } from "@foyer/sdk";
import {
  type ComposerInput,
  composerCheck,
  MessageComposer,
  RecordPicker,
  useApp,
} from "@foyer/widgets/react";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useId, useState } from "react";
import { useEvent } from "../../event-context.js";

export const START_FAILED = "The message could not be sent";

/**
 * "New conversation": pick a contact of the event (the search-and-pick dialog), a subject and the
 * first message (the shared message composer). Checked with the server's rules first; a failure
 * says why and keeps the text.
 */
export function StartThreadForm({
  api,
  onStarted,
  onCancel,
}: {
  api: PortalMessagesAdminApi;
  onStarted(thread: OrganizerThreadDetail): void;
  onCancel(): void;
}) {
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const startThread = useMutation({
    mutationFn: (request: Parameters<PortalMessagesAdminApi["start"]>[0]) => api.start(request),
  });
  const id = useId();
  // The picker searches contacts: it needs read on contacts (the server checks it too).
  const canPick = meetsRequirement(profile, [{ module: "contacts", action: "read" }]);
  const [contact, setContact] = useState<ContactHit | null>(null);
  const [contactProblem, setContactProblem] = useState<string | undefined>();

  const onSelect = useCallback(({ records }: { records: { kind: string }[] }) => {
    const picked = records.find((record): record is ContactHit => record.kind === "contact");
    if (!picked) return;
    setContact(picked);
    setContactProblem(undefined);
  }, []);

  const check = (typed: ComposerInput) => {
    const parsed = organizerThreadBody.safeParse({ contactId: contact?.id ?? "", ...typed });
    setContactProblem(parsed.error?.issues.find((issue) => issue.path[0] === "contactId")?.message);
    return composerCheck(parsed);
  };
  const start = async (request: Parameters<PortalMessagesAdminApi["start"]>[0]) => {
    // A refusal is the composer's to show; a 403 reaches the area's gate through the query client.
    const thread = await startThread.mutateAsync(request);
    services.toasts.show({ message: `Message sent to ${thread.participant.name}.`, severity: "success" });
    onStarted(thread);
  };

  return (
    <MessageComposer
      className="admin-panel portal-thread"
      labelledBy={`${id}-title`}
      subject={{ label: "Subject", maxLength: THREAD_SUBJECT_MAX }}
      bodyClassName="portal-thread__textarea"
      rows={6}
      label="Message"
      sendLabel="Send"
      failedMessage={START_FAILED}
      maxLength={MESSAGE_BODY_MAX}
      check={check}
      onSend={start}
      actionsClassName="portal-thread__actions"
      actions={(sending) => (
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={onCancel}
          disabled={sending}
        >
          Cancel
        </button>
      )}
    >
      <h2 className="event-card__title" id={`${id}-title`}>
        New conversation
      </h2>
      <div className="foyer-field">
        <span className="foyer-field__label">To</span>
        <p className="portal-thread__to" aria-live="polite">
          {contact
            ? `${contact.name || contact.email || "(no name)"}${contact.email ? ` · ${contact.email}` : ""}`
            : "No one picked yet"}
        </p>
        {canPick ? (
          <RecordPicker eventId={eventId} mode="people" max={1} sdk={services.sdk} onSelect={onSelect} />
        ) : (
          <p className="foyer-alert foyer-alert--info">
            Picking someone searches the event's contacts, which your role cannot read.
          </p>
        )}
        {contactProblem ? (
          <p className="foyer-field__error" id={`${id}-contactId-error`}>
            {contactProblem}
          </p>
        ) : null}
      </div>
    </MessageComposer>
  );
}
