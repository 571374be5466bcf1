import { useApp } from "@foyer/widgets/react";
import { useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import type { SessionTabProps } from "./SessionPage.js";
import { SessionTable } from "./SessionTable.js";
import { SessionTitleDialog } from "./SessionTitleDialog.js";
import { sessionPath } from "./session-paths.js";
import { useSessionsApi } from "./useSessionsApi.js";

/**
 * The subsessions tab: the parts of this session (a workshop's parts, a track of short talks),
 * in agenda order, and 'Add subsession'. Subsessions go one level deep: a subsession's own tab
 * points back to its session instead.
 */
export function SessionSubsessionsTab({ session, onChange, canWrite }: SessionTabProps) {
  const { services } = useApp();
  const { eventId } = useEvent();
  const sessions = useSessionsApi();
  const write = useServerWrite();
  const [adding, setAdding] = useState(false);

  if (session.parent) {
    return (
      <div className="admin-panel admin-empty">
        <h2 className="admin-empty__title">This is a subsession</h2>
        <p className="admin-empty__text">
          It is part of{" "}
          <EventLink href={sessionPath(eventId, session.parent.id, "subsessions")}>
            {session.parent.title}
          </EventLink>
          . Subsessions cannot have subsessions of their own.
        </p>
      </div>
    );
  }

  const create = async (title: string) => {
    try {
      const created = await write(() => sessions.create({ title, parentId: session.id }));
      const subsessions = [...session.subsessions, created];
      onChange({ ...session, subsessions, subsessionCount: subsessions.length });
      setAdding(false);
      services.toasts.show({ message: `“${created.title}” has been added.`, severity: "success" });
    } catch (error) {
      if (isForbidden(error)) return setAdding(false); // the area's gate has it
      throw error;
    }
  };

  const addButton = (className: string) => (
    <button type="button" className={`foyer-button ${className}`} onClick={() => setAdding(true)}>
      Add subsession
    </button>
  );

  return (
    <>
      {session.subsessions.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">No subsessions yet</h2>
          <p className="admin-empty__text">
            Split a long session into parts, each with its own time, room and speakers.
          </p>
          {canWrite ? addButton("foyer-button--secondary") : null}
        </div>
      ) : (
        <div className="admin-panel records-list">
          <div className="session-subsessions__head">
            <p className="records-count">
              {session.subsessions.length === 1
                ? "1 subsession"
                : `${session.subsessions.length} subsessions`}
            </p>
            {canWrite ? addButton("foyer-button--secondary") : null}
          </div>
          <SessionTable
            caption={`Subsessions of ${session.title}`}
            sessions={session.subsessions}
            timezone={session.timezone}
          />
        </div>
      )}
      {adding ? (
        <SessionTitleDialog
          title="Add subsession"
          submitLabel="Add subsession"
          lead={`A part of ${session.title}.`}
          onSubmit={create}
          onCancel={() => setAdding(false)}
        />
      ) : null}
    </>
  );
}
