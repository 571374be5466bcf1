import { type Segment, type SegmentKind, segmentMessages } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { ConfirmDialog, PopoverMenu, userMessageOf } from "@foyer/widgets/react";
import { type UseQueryResult, useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { useOrg } from "../org-context.js";
import { kindText, peoplePath } from "./people-paths.js";
import { SegmentNameDialog } from "./SegmentNameDialog.js";
import { usePeopleApi } from "./usePeopleApi.js";

export interface SegmentListProps {
  kind: SegmentKind;
  /** The kind's saved segments, as the page loaded them. */
  segments: UseQueryResult<Segment[]>;
  /** The segment open on the page; none for the whole list. */
  currentId?: string | undefined;
  /** Whether the member may rename and delete segments (the server decides again). */
  canWrite: boolean;
  /** A segment was renamed: the page loads the segments again. */
  onRenamed(segment: Segment): void;
  /** A segment was deleted: the page loads the segments again (and leaves it, if it was open). */
  onDeleted(segment: Segment): void;
}

type Deleting = { segment: Segment; busy: boolean; error: string | null };

/**
 * The side list of the people and speakers pages (spec 1 §2 `people/segments/{segmentId}`): the
 * whole list, then each saved segment with its count; a segment's menu renames or deletes it.
 */
export function SegmentList({ kind, segments, currentId, canWrite, onRenamed, onDeleted }: SegmentListProps) {
  const { orgId } = useOrg();
  const deletion = useMutation({ mutationFn: (segmentId: string) => api.deleteSegment(orgId, segmentId) });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api.updateSegment(orgId, id, { name }),
  });
  const api = usePeopleApi();
  const text = kindText[kind];
  const [renaming, setRenaming] = useState<Segment | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const loaded = segments.status === "success" ? segments.data : [];

  const remove = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      await deletion.mutateAsync(target.segment.id);
      setDeleting(null);
      onDeleted(target.segment);
    } catch (error) {
      // Deleted already (elsewhere): what is left to do is to show the list without it.
      if (isHttpError(error) && error.status === 404) {
        setDeleting(null);
        onDeleted(target.segment);
        return;
      }
      setDeleting({ ...target, busy: false, error: userMessageOf(error, segmentMessages.deleteFailed) });
    }
  };

  return (
    <>
      <nav className="people-segments" aria-label={`${text.title} segments`}>
        <ul className="people-segments__list">
          <li className="people-segments__item">
            <Link
              className="people-segments__link"
              href={peoplePath(orgId, kind)}
              aria-current={currentId ? undefined : "page"}
            >
              {text.all}
            </Link>
          </li>
          {loaded.map((segment) => (
            <li key={segment.id} className="people-segments__item">
              <Link
                className="people-segments__link"
                href={peoplePath(orgId, kind, segment.id)}
                aria-current={segment.id === currentId ? "page" : undefined}
              >
                <span className="people-segments__name">{segment.name}</span>{" "}
                <span className="people-segments__count">
                  {segment.count}
                  <span className="foyer-visually-hidden"> {text.many}</span>
                </span>
              </Link>
              {canWrite ? (
                <PopoverMenu
                  label={<span aria-hidden="true">⋯</span>}
                  buttonLabel={`Actions for ${segment.name}`}
                  buttonClassName="event-icon-button people-segments__menu"
                  placement="bottom-end"
                  items={[
                    { value: "rename", label: "Rename" },
                    { value: "delete", label: "Delete" },
                  ]}
                  onSelect={(value) =>
                    value === "rename"
                      ? setRenaming(segment)
                      : setDeleting({ segment, busy: false, error: null })
                  }
                />
              ) : null}
            </li>
          ))}
        </ul>
        {segments.status === "pending" ? (
          <p className="people-segments__note" role="status">
            Loading segments...
          </p>
        ) : segments.status === "error" ? (
          <div className="people-segments__note">
            <p className="org-menu__error">{segmentMessages.loadFailed}</p>
            <button
              type="button"
              className="foyer-button foyer-button--ghost event-button--small"
              onClick={() => void segments.refetch()}
            >
              Try again
            </button>
          </div>
        ) : loaded.length === 0 ? (
          <p className="people-segments__note">Filter the list, then save the filters as a segment.</p>
        ) : null}
      </nav>

      {renaming ? (
        <SegmentNameDialog
          title="Rename segment"
          confirmLabel="Rename"
          initialName={renaming.name}
          takenNames={loaded.filter((item) => item.id !== renaming.id).map((item) => item.name)}
          onSave={async (name) => {
            const saved = await rename.mutateAsync({ id: renaming.id, name });
            setRenaming(null);
            onRenamed(saved);
          }}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this segment?"
          confirmLabel="Delete segment"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.segment.name}</strong> will be deleted. The {text.many} in it are not touched.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
