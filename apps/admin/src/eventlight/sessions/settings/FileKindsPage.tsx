import "../../records/records.css";
import "../sessions.css";
import { type FileKind, meetsRequirement } from "@foyer/domain";
import type { FileKindInput } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../../list-kit/ConfirmDialog.js";
import { EditDeleteButtons, MoveButtons } from "../../../list-kit/ItemButtons.js";
import { isForbidden } from "../../../server-data/access-gate.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { useInlineEdit } from "../../useInlineEdit.js";
import { SessionSettingsFrame } from "../SessionSettingsPage.js";
import { sessionsPath } from "../session-paths.js";
import { FileKindForm } from "./FileKindForm.js";
import { FILE_KINDS_LOAD_FAILED, fileKindsKey, useFileKinds, useFileKindsApi } from "./useFileKinds.js";

const filesCount = (n: number) => (n === 1 ? "1 file" : `${n} files`);

/** "pdf, pptx, key · up to 50 MB · required": what a kind accepts, in a line. */
export function fileKindSummary(kind: FileKind): string {
  return [
    kind.extensions.join(", "),
    `up to ${kind.maxSizeMb} MB`,
    kind.required ? "required" : "optional",
  ].join(" · ");
}

type Deleting = { kind: FileKind; busy: boolean; error: string | null };

/**
 * /event-light/{eventId}/sessions/settings/files (spec 1 §2 "settings with … files"; issue 25
 * item 7): the kinds of files the event asks its sessions for. A session's Files tab links each
 * file under a kind, and the server refuses one that does not fit it.
 */
export function FileKindsPage() {
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const api = useFileKindsApi();
  const canWrite = meetsRequirement(profile, [{ module: "sessionSettings", action: "update" }]);
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const remote = useFileKinds();
  const list = remote.data ?? null;
  const [adding, setAdding] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const setKinds = (next: FileKind[]) => queryClient.setQueryData(fileKindsKey(eventId), next);
  // A 403 has given the area to its gate (the writes are mutations): nothing to say here.
  const failed = (error: unknown): string | null => (isForbidden(error) ? null : userMessageOf(error));

  const add = async (input: FileKindInput) => {
    setAdding({ busy: true, error: null });
    try {
      const kind = await write(() => api.add(input));
      setKinds([...(list ?? []), kind]);
      setAdding({ busy: false, error: null });
      services.toasts.show({ message: `${kind.name} has been added.`, severity: "success" });
      return true;
    } catch (error) {
      setAdding({ busy: false, error: failed(error) });
      return false;
    }
  };

  const reorder = async (index: number, by: -1 | 1) => {
    if (!list) return;
    const order = list.map((kind) => kind.id);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    setProblem(null);
    try {
      setKinds(await write(() => api.reorder(order)));
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await write(() => api.remove(target.kind.id));
      setKinds((list ?? []).filter((kind) => kind.id !== target.kind.id));
      setDeleting(null);
      services.toasts.show({ message: `${target.kind.name} has been deleted.`, severity: "success" });
    } catch (error) {
      const message = failed(error);
      if (message) setDeleting({ ...target, busy: false, error: message });
    }
  };

  return (
    <SessionSettingsFrame
      current="files"
      lead="The files the event asks each session for, and what they may be."
    >
      {!list && remote.status === "error" ? (
        <FailedPanel
          error={remote.error}
          message={FILE_KINDS_LOAD_FAILED}
          onRetry={() => void remote.refetch()}
          backHref={sessionsPath(eventId)}
          backLabel="Back to sessions"
        />
      ) : !list ? (
        <LoadingPanel text="Loading file kinds..." />
      ) : (
        <div className="admin-panel session-settings__panel">
          <h2 className="event-card__title">Files</h2>
          {canWrite ? (
            <FileKindForm
              label="Add a file kind"
              submitLabel="Add file kind"
              busyLabel="Adding..."
              busy={adding.busy}
              error={adding.error}
              onSubmit={add}
            />
          ) : null}
          {problem ? (
            <p className="foyer-alert foyer-alert--error" role="alert">
              {problem}
            </p>
          ) : null}
          {list.length === 0 ? (
            <p className="event-card__note">
              No file kinds yet: sessions take any file.
              {canWrite ? " Add the first file kind above." : ""}
            </p>
          ) : (
            <ol className="session-settings__list" aria-label="File kinds">
              {list.map((kind, index) => (
                <KindRow
                  key={kind.id}
                  kind={kind}
                  first={index === 0}
                  last={index === list.length - 1}
                  canWrite={canWrite}
                  onSaved={(next) => setKinds(list.map((one) => (one.id === next.id ? next : one)))}
                  onFailed={failed}
                  onMove={(by) => void reorder(index, by)}
                  onDelete={() => setDeleting({ kind, busy: false, error: null })}
                />
              ))}
            </ol>
          )}
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete this file kind?"
          confirmLabel="Delete file kind"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.kind.name}</strong> will be removed from the file kinds.
            {deleting.kind.fileCount > 0
              ? ` ${filesCount(deleting.kind.fileCount)} linked as ${deleting.kind.name} will stay, with no kind.`
              : ""}
          </p>
        </ConfirmDialog>
      ) : null}
    </SessionSettingsFrame>
  );
}

function KindRow({
  kind,
  first,
  last,
  canWrite,
  onSaved,
  onFailed,
  onMove,
  onDelete,
}: {
  kind: FileKind;
  first: boolean;
  last: boolean;
  canWrite: boolean;
  onSaved(kind: FileKind): void;
  onFailed(error: unknown): string | null;
  onMove(by: -1 | 1): void;
  onDelete(): void;
}) {
  const api = useFileKindsApi();
  const write = useServerWrite();
  const edit = useInlineEdit();

  if (edit.editing) {
    return (
      <li className="session-settings__item">
        <FileKindForm
          kind={kind}
          label={`Edit ${kind.name}`}
          submitLabel="Save"
          busyLabel="Saving..."
          busy={edit.busy}
          error={edit.error}
          onCancel={edit.close}
          onSubmit={async (input) => {
            let saved = false;
            await edit.save(async () => {
              onSaved(await write(() => api.update(kind.id, input)));
              saved = true;
            }, onFailed);
            return saved;
          }}
        />
      </li>
    );
  }

  return (
    <li className="session-settings__item">
      <span className="session-settings__name">{kind.name}</span>
      <span className="event-table__muted">{fileKindSummary(kind)}</span>
      <span className="event-table__muted session-settings__usage">
        {kind.fileCount === 0 ? "Not used" : `Used by ${filesCount(kind.fileCount)}`}
      </span>
      {canWrite ? (
        <span className="event-inline-actions">
          <MoveButtons name={kind.name} first={first} last={last} onMove={onMove} />
          <EditDeleteButtons name={kind.name} editRef={edit.opener} onEdit={edit.open} onDelete={onDelete} />
        </span>
      ) : null}
    </li>
  );
}
