import { type EventPortalSummary, meetsRequirement, type OrganizerPortalResource } from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useEvent } from "../../event-context.js";
import { DeleteItemDialog, useDeleteItem } from "../DeleteItemDialog.js";
import { ListProblem, OrderedRow, useReorder } from "../OrderedRow.js";
import { EmptyListPanel, PortalListPending, useEditedList } from "../PortalListStates.js";
import { usePortalContentAdminApi } from "../pages/usePortalContentAdminApi.js";
import { portalKeys } from "../portal-keys.js";
import { ResourceDialog, type ResourceDraft } from "./ResourceDialog.js";

export const RESOURCES_LOAD_FAILED = "An error occurred getting the portal's resources";

type Editing = { kind: "file" | "link"; resource?: OrganizerPortalResource };

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
  const { eventId, profile } = useEvent();
  const write = useServerWrite();
  const api = usePortalContentAdminApi(portal.id);
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const resourcesKey = portalKeys.of(eventId, portal.id, "resources");
  const remote = useQuery({
    queryKey: resourcesKey,
    queryFn: () => api.resources(),
    meta: { errorMessage: RESOURCES_LOAD_FAILED },
  });
  const [resources, setResources] = useEditedList(remote, resourcesKey);
  const [editing, setEditing] = useState<Editing | null>(null);
  const deleting = useDeleteItem<OrganizerPortalResource>();
  const { problem, move } = useReorder(resources ?? [], (ids) => api.orderResources(ids), setResources);

  if (!resources)
    return (
      <PortalListPending
        remote={remote}
        failedMessage={RESOURCES_LOAD_FAILED}
        loadingText="Loading resources..."
      />
    );

  const save = async (draft: ResourceDraft) => {
    // One mutation: a 403 of the upload or of the save meets the gate; the dialog shows any other failure.
    const target = editing?.resource;
    const saved = await write(async () => {
      const uploadId = draft.file ? (await api.upload(draft.file)).uploadId : undefined;
      const fields = {
        title: draft.title,
        description: draft.description,
        ...(draft.url !== undefined ? { url: draft.url } : {}),
        ...(uploadId ? { uploadId } : {}),
      };
      return target ? api.updateResource(target.id, fields) : api.createResource(fields);
    });
    setResources(
      target ? resources.map((one) => (one.id === saved.id ? saved : one)) : [...resources, saved],
    );
    setEditing(null);
    services.toasts.show({
      message: target ? `${saved.title} has been saved.` : `${saved.title} has been added.`,
      severity: "success",
    });
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
      <ListProblem problem={problem} />
      {resources.length === 0 ? (
        <EmptyListPanel
          title="No resources yet"
          text="Files and links for the portal's participants, such as a slide template or the venue map, show here."
        />
      ) : (
        <ul className="portal-content-list" aria-label={`Resources of ${portal.name}`}>
          {resources.map((resource, index) => (
            <OrderedRow
              key={resource.id}
              name={resource.title}
              index={index}
              count={resources.length}
              canWrite={canWrite}
              onMove={(by) => void move(index, by)}
              onEdit={() => setEditing({ kind: resource.kind, resource })}
              onDelete={() => deleting.ask(resource)}
            >
              <h2 className="portal-content-row__title">{resource.title}</h2>
              <p className="portal-content-row__facts">{whatItIs(resource)}</p>
              {resource.description ? (
                <p className="portal-content-row__facts">{resource.description}</p>
              ) : null}
            </OrderedRow>
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
      <DeleteItemDialog
        state={deleting}
        title={(resource) => `Delete the resource ${resource.title}?`}
        confirmLabel="Delete resource"
        remove={async (resource) => {
          await api.deleteResource(resource.id);
          setResources(resources.filter((one) => one.id !== resource.id));
          services.toasts.show({ message: `${resource.title} has been deleted.`, severity: "success" });
        }}
      >
        {() => <p>Participants will no longer see it.</p>}
      </DeleteItemDialog>
    </>
  );
}
