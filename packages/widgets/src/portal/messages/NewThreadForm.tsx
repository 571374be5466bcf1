import { MESSAGE_BODY_MAX, type PortalThreadDetail, THREAD_SUBJECT_MAX } from "@foyer/domain";
import type { PortalMessagesApi } from "@foyer/sdk";
import { useId } from "react";
import { MessageComposer } from "../../message-composer/MessageComposer.js";
import { checkNewThread } from "./message-checks.js";

export const SEND_FAILED = "Your message could not be sent";

/**
 * "New message" to the organizer team: subject and message (the shared message composer), checked
 * with the server's own rules and words first. A failed send says why and keeps everything typed.
 */
export function NewThreadForm({
  api,
  onSent,
  onCancel,
}: {
  api: PortalMessagesApi;
  onSent(thread: PortalThreadDetail): void;
  onCancel(): void;
}) {
  const id = useId();
  return (
    <MessageComposer
      className="portal-compose"
      labelledBy={`${id}-title`}
      subject={{ label: "Subject", maxLength: THREAD_SUBJECT_MAX, focus: true }}
      bodyClassName="portal-compose__body"
      rows={6}
      label="Message"
      sendLabel="Send message"
      sendingLabel="Sending…"
      failedMessage={SEND_FAILED}
      maxLength={MESSAGE_BODY_MAX}
      check={checkNewThread}
      onSend={async (thread) => onSent(await api.start(thread))}
      actionsClassName="portal-compose__actions"
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
      <h2 id={`${id}-title`} className="portal-compose__title">
        New message
      </h2>
    </MessageComposer>
  );
}
