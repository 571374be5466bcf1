import { MESSAGE_BODY_MAX, portalReplyBody } from "@foyer/domain";
import { composerCheck, MessageComposer } from "@foyer/widgets/react";

export const REPLY_FAILED = "The reply could not be sent";

/** The team's reply box (the shared message composer): a sent reply empties it, a failed one keeps the text. */
export function ReplyBox({ onSend }: { onSend(body: string): Promise<void> }) {
  return (
    <MessageComposer
      className="portal-thread__reply"
      bodyClassName="portal-thread__textarea"
      label="Reply"
      sendLabel="Send reply"
      failedMessage={REPLY_FAILED}
      sentNotice="The reply was sent."
      maxLength={MESSAGE_BODY_MAX}
      check={({ body }) => composerCheck(portalReplyBody.safeParse({ body }))}
      onSend={(reply) => onSend(reply.body)}
    />
  );
}
