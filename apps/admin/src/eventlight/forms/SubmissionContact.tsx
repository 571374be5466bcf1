import type { FormParticipant } from "@foyer/domain";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { canOpen } from "../event-paths.js";
import { recordPath } from "../records/detail/record-detail-paths.js";

/**
 * "Contact: Ada Lovelace": the event's contact a submission created or matched (issue 22), linked
 * to its record when the member may open contacts; nothing when the submission touched none.
 */
export function SubmissionContact({
  participant,
  className,
  as: Tag = "span",
}: {
  participant: FormParticipant;
  className?: string;
  /** @default "span" (inside a table cell); "p" under a heading. */
  as?: "span" | "p";
}) {
  const { eventId, profile } = useEvent();
  const contact = participant.contact;
  if (!contact) return null;
  const path = recordPath(eventId, { type: "contact", recordId: contact.id });
  return (
    <Tag className={className}>
      Contact:{" "}
      {canOpen(profile, `contact/${contact.id}`) ? (
        // The name starts the link's name (it is also the submission link's text): "…, contact record".
        <EventLink className="event-table__link" href={path} aria-label={`${contact.name}, contact record`}>
          {contact.name}
        </EventLink>
      ) : (
        contact.name
      )}
    </Tag>
  );
}
