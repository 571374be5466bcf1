import "./record-detail.css";
import { meetsRequirement, type RecordDetail } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { useApp, useAppData } from "@foyer/widgets/react";
import { type ReactNode, useEffect } from "react";
import { Link, Redirect } from "wouter";
import { useOrg } from "../../../orglight/org-context.js";
import { orgPath } from "../../../orglight/org-paths.js";
import { DedupeView } from "./DedupeView.js";
import { recordPath } from "./record-detail-paths.js";
import { useRecordDetailApi } from "./useRecordDetailApi.js";

export const CONTACT_LOAD_FAILED = "An error occurred getting the contact";

const isGate = (error: unknown) => isHttpError(error) && (error.status === 403 || error.status === 404);

/** The contact of the organization, once loaded (its event tells where its pages are). */
function WithOrgContact({
  contactId,
  children,
}: {
  contactId: string;
  children(contact: RecordDetail): ReactNode;
}) {
  const { orgId, denyAccess } = useOrg();
  const api = useRecordDetailApi();
  const contact = useAppData(() => api.orgContact(orgId, contactId), [api, orgId, contactId], {
    errorMessage: CONTACT_LOAD_FAILED,
    expected: isGate,
  });
  const denied =
    contact.state.status === "error" && isHttpError(contact.state.error) && contact.state.error.status === 403
      ? contact.state.error
      : null;
  useEffect(() => {
    if (denied) denyAccess(denied);
  }, [denied, denyAccess]);
  if (contact.state.status === "loading") {
    return (
      <div className="admin-panel admin-panel--center" role="status">
        <span className="foyer-spinner" aria-hidden="true" />
        <span>Loading the contact...</span>
      </div>
    );
  }
  if (contact.state.status === "error") {
    const error = contact.state.error;
    if (denied) return null;
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
  return <>{children(contact.state.data)}</>;
}

/**
 * /org-light/{orgId}/contacts/dedupe/{contactId} (spec 1 §2 "Organization area"): the same
 * dedupe page as the event area's, for a contact of the organization; merging lands on the
 * survivor's page in its event.
 */
export function OrgDedupePage({ contactId }: { contactId: string }) {
  const { profile, denyAccess } = useOrg();
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
            onDenied={denyAccess}
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
