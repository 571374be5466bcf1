import "./record-detail.css";
import { meetsRequirement, type RecordDetail } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, Redirect } from "wouter";
import { useOrg } from "../../../orglight/org-context.js";
import { orgPath } from "../../../orglight/org-paths.js";
import { isForbidden } from "../../../server-data/access-gate.js";
import { orgKey } from "../../../server-data/query-keys.js";
import { DedupeView } from "./DedupeView.js";
import { recordPath } from "./record-detail-paths.js";
import { useRecordDetailApi } from "./useRecordDetailApi.js";

export const CONTACT_LOAD_FAILED = "An error occurred getting the contact";

/** The contact of the organization, once loaded (its event tells where its pages are). */
function WithOrgContact({
  contactId,
  children,
}: {
  contactId: string;
  children(contact: RecordDetail): ReactNode;
}) {
  const { orgId } = useOrg();
  const api = useRecordDetailApi();
  const contact = useQuery({
    queryKey: orgKey(orgId, "contact", contactId),
    queryFn: () => api.orgContact(orgId, contactId),
    meta: { errorMessage: CONTACT_LOAD_FAILED },
  });
  if (contact.status === "pending") {
    return (
      <div className="admin-panel admin-panel--center" role="status">
        <span className="foyer-spinner" aria-hidden="true" />
        <span>Loading the contact...</span>
      </div>
    );
  }
  if (contact.status === "error") {
    const { error } = contact;
    if (isForbidden(error)) return null; // the area's gate has it
    return (
      <div className="admin-panel admin-panel--center admin-empty">
        <h1 className="admin-empty__title">
          {isHttpError(error) && error.status === 404 ? error.message : CONTACT_LOAD_FAILED}
        </h1>
        <Link className="foyer-button foyer-button--secondary" href={orgPath(orgId, "dashboard")}>
          Back to the dashboard
        </Link>
      </div>
    );
  }
  return <>{children(contact.data)}</>;
}

/**
 * /org-light/{orgId}/contacts/dedupe/{contactId} (spec 1 §2 "Organization area"): the same
 * dedupe page as the event area's, for a contact of the organization; merging lands on the
 * survivor's page in its event.
 */
export function OrgDedupePage({ contactId }: { contactId: string }) {
  const { profile } = useOrg();
  const { navigate } = useApp();
  const canWrite = meetsRequirement(profile, [{ module: "contacts", action: "update" }]);
  return (
    <WithOrgContact contactId={contactId}>
      {(contact) => {
        const contactHref = (id: string) => recordPath(contact.eventId, { type: "contact", recordId: id });
        return (
          <DedupeView
            eventId={contact.eventId}
            contactId={contact.id}
            canWrite={canWrite}
            contactHref={contactHref}
            onMerged={(survivorId) => navigate(contactHref(survivorId))}
            Link={Link}
          />
        );
      }}
    </WithOrgContact>
  );
}

/**
 * /org-light/{orgId}/contact/{recordId}: a contact's pages live in its event's area (edit, audit,
 * files, history); this address leads there.
 */
export function OrgContactRedirect({ contactId }: { contactId: string }) {
  return (
    <WithOrgContact contactId={contactId}>
      {(contact) => (
        <Redirect to={recordPath(contact.eventId, { type: "contact", recordId: contact.id })} replace />
      )}
    </WithOrgContact>
  );
}
