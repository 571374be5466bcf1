import { type EventPortalSummary, meetsRequirement, type OrganizerPortalResource } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { ConfirmDialog, useApp, userMessageOf } from "@foyer/widgets/react";
import { useState } from "react";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { EditDeleteButtons, MoveButtons } from "../../ItemButtons.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { useEventData } from "../../useEventData.js";
import { usePortalContentAdminApi } from "../pages/usePortalContentAdminApi.js";
import { ResourceDialog, type ResourceDraft } from "./ResourceDialog.js";

export const RESOURCES_LOAD_FAILED = "An error occurred getting the portal's resources";

type Editing = { kind: "file" | "link"; resource?: OrganizerPortalResource };
type Deleting = { resource: OrganizerPortalResource; busy: boolean; error: string | null };

/** "2.0 KB", "1.5 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function whatItIs(resource: OrganizerPortalResource): string {
  if (resource.kind === "link") return `Link: ${resource.url ?? ""}`;
  return resource.file ? `File: ${resource.file.name} (${sizeText(resource.file.size)})` : "File: removed";
}

/**
 * One portal's resources in order (issue 6 "portals/content"): files and links, moved up and
 * down, edited and deleted in dialogs; a file is uploaded first, then added by its id.
 */
export function ResourceList({ portal }: { portal: EventPortalSummary }) {
  const { services } = useApp();
  const { eventId, profile, denyAccess } = useEvent();
  const api = usePortalContentAdminApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const remote = useEventData(() => api.resources(), [api], RESOURCES_LOAD_FAILED);
  const [changed, setChanged] = useState<OrganizerPortalResource[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resources = changed ?? (remote.state.status === "ready" ? remote.state.data : null);

  if (remote.state.status === "error") {
    return (
      <FailedPanel
        error={remote.state.error}
        message={RESOURCES_LOAD_FAILED}
        onRetry={remote.reload}
        backHref={eventPath(eventId, "dashboard")}
        backLabel="Back to the event"
      />
    );
  }
  if (!resources) return <LoadingPanel text="Loading resources..." />;

  const guard = (error: unknown) => {
    if (isHttpError(error) && error.status === 403) denyAccess(error);
  };

  const save = async (draft: ResourceDraft) => {
    try {
      const uploadId = draft.file ? (await api.upload(draft.file)).uploadId : undefined;
      const fields = {
        title: draft.title,
        description: draft.description,
        ...(draft.url !== undefined ? { url: draft.url } : {}),
        ...(uploadId ? { uploadId } : {}),
      };
      const target = editing?.resource;
      const saved = target ? await api.updateResource(target.id, fields) : await api.createResource(fields);
      setChanged(
        target ? resources.map((one) => (one.id === saved.id ? saved : one)) : [...resources, saved],
      );
      setEditing(null);
      services.toasts.show({
        message: target ? `${saved.title} has been saved.` : `${saved.title} has been added.`,
        severity: "success",
      });
    } catch (error) {
      guard(error);
      throw error;
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const order = resources.map((one) => one.id);
    const [taken] = order.splice(index, 1);
    if (!taken) return;
    order.splice(index + by, 0, taken);
    setProblem(null);
    try {
      setChanged(await api.orderResources(order));
    } catch (error) {
      guard(error);
      setProblem(userMessageOf(error));
    }
  };

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await api.deleteResource(target.resource.id);
      setChanged(resources.filter((one) => one.id !== target.resource.id));
      setDeleting(null);
      services.toasts.show({ message: `${target.resource.title} has been deleted.`, severity: "success" });
    } catch (error) {
      guard(error);
      setDeleting({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  return (
    <>
      {canWrite ? (
        <div className="portal-content-tools">
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => setEditing({ kind: "link" })}
          >
            Add a link
          </button>
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={() => setEditing({ kind: "file" })}
          >
            Add a file
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {resources.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">No resources yet</h2>
          <p className="admin-empty__text">
            Files and links for the portal's participants, such as a slide template or the venue map, show
            here.
          </p>
        </div>
      ) : (
        <ul className="portal-content-list" aria-label={`Resources of ${portal.name}`}>
          {resources.map((resource, index) => (
            <li key={resource.id} className="admin-panel portal-content-row">
              <div>
                <h2 className="portal-content-row__title">{resource.title}</h2>
                <p className="portal-content-row__facts">{whatItIs(resource)}</p>
                {resource.description ? (
                  <p className="portal-content-row__facts">{resource.description}</p>
                ) : null}
              </div>
              {canWrite ? (
                <span className="event-inline-actions">
                  <MoveButtons
                    name={resource.title}
                    first={index === 0}
                    last={index === resources.length - 1}
                    onMove={(by) => void move(index, by)}
                  />
                  <EditDeleteButtons
                    name={resource.title}
                    onEdit={() => setEditing({ kind: resource.kind, resource })}
                    onDelete={() => setDeleting({ resource, busy: false, error: null })}
                  />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {editing ? (
        <ResourceDialog
          kind={editing.kind}
          {...(editing.resource ? { resource: editing.resource } : {})}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the resource ${deleting.resource.title}?`}
          confirmLabel="Delete resource"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>Participants will no longer see it.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
