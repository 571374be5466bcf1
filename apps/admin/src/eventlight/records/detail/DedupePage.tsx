import "./record-detail.css";
import { meetsRequirement, recordModuleRequirement } from "@foyer/domain";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { DedupeView } from "./DedupeView.js";
import { recordPath } from "./record-detail-paths.js";

/** /event-light/{eventId}/contacts/dedupe/{contactId}: the dedupe page in the event area. */
export function DedupePage({ contactId }: { contactId: string }) {
  const { eventId, profile, leaveTo } = useEvent();
  const canWrite = meetsRequirement(
    profile,
    recordModuleRequirement({ kind: "contacts", slug: "contacts" }, "update"),
  );
  const contactHref = (id: string) => recordPath(eventId, { type: "contact", recordId: id });
  return (
    <DedupeView
      eventId={eventId}
      contactId={contactId}
      canWrite={canWrite}
      contactHref={contactHref}
      onMerged={(survivorId) => leaveTo(contactHref(survivorId), { force: true })}
      Link={EventLink}
    />
  );
}
