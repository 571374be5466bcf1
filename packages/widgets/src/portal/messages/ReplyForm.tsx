import { MESSAGE_BODY_MAX } from "@foyer/domain";
import { MessageComposer } from "../../message-composer/MessageComposer.js";
import { checkReply } from "./message-checks.js";

export const REPLY_FAILED = "Your reply could not be sent";

/** The reply box under a conversation (the shared message composer); Ctrl+Enter sends. */
export function ReplyForm({ onSend }: { onSend(body: string): Promise<void> }) {
  return (
    <MessageComposer
      className="portal-reply"
      bodyClassName="portal-compose__body"
      label="Your reply"
      hint="Ctrl+Enter sends."
      hintClassName="portal-muted portal-reply__hint"
      sendLabel="Send reply"
      sendingLabel="Sending…"
      failedMessage={REPLY_FAILED}
      sentNotice="Your reply was sent."
      maxLength={MESSAGE_BODY_MAX}
      check={checkReply}
      onSend={(reply) => onSend(reply.body)}
    />
  );
}
