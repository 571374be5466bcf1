import {
  meetsRequirement,
  type ParticipantRole,
  participantRoleLabels,
  participantRoles,
  type SessionParticipant,
} from "@foyer/domain";
import { RecordPicker, useApp, userMessageOf } from "@foyer/widgets/react";
import { useCallback, useId, useRef, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { useEvent } from "../event-context.js";
import { PickedList } from "../PickedList.js";
import type { SessionTabProps } from "./SessionPage.js";
import { contactPath } from "./session-paths.js";
import { useSessionsApi } from "./useSessionsApi.js";

type Busy = { role: ParticipantRole; error: string | null; working: boolean };

/**
 * The participants tab: the session's speakers, moderators and chairpersons (spec 2 §3
 * "Contact-type fields"), each list in its order with links to the contacts. People are added
 * with the search-and-pick dialog (spec 2 §4.7: RecordPicker, contact search), moved up or down,
 * and removed.
 */
export function SessionParticipantsTab({ session, onChange, canWrite }: SessionTabProps) {
  const { services } = useApp();
  const { profile } = useEvent();
  const sessions = useSessionsApi();
  const write = useServerWrite();
  const [busy, setBusy] = useState<Busy | null>(null);
  // The picker searches contacts: it needs read on contacts (the server checks it too).
  const canPick = meetsRequirement(profile, [{ module: "contacts", action: "read" }]);

  const run = async (
    role: ParticipantRole,
    work: () => Promise<SessionParticipant[]>,
    done?: (after: SessionParticipant[]) => string | null,
  ) => {
    setBusy({ role, error: null, working: true });
    try {
      const participants = await write(work);
      const speakers = participants.filter((one) => one.role === "speaker").map((one) => one.name);
      onChange({ ...session, participants, speakers });
      setBusy(null);
      const message = done?.(participants);
      if (message) services.toasts.show({ message, severity: "success" });
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      setBusy({ role, error: userMessageOf(error), working: false });
    }
  };

  return (
    <div className="session-participants">
      {/* Issue 25 item 1: availability lives on the person's contact page, where each name leads. */}
      <p className="event-card__note">
        When a person can speak (their availability) is set on their contact page: follow their name.
      </p>
      {canWrite && !canPick ? (
        <p className="foyer-alert foyer-alert--info">
          Adding people searches the event's contacts, which your role cannot read. Ask an admin to add them.
        </p>
      ) : null}
      {participantRoles.map((role) => (
        <RoleSection
          key={role}
          role={role}
          people={session.participants.filter((one) => one.role === role)}
          canWrite={canWrite}
          canPick={canPick}
          busy={busy?.role === role ? busy : null}
          onAdd={(contactIds) =>
            run(
              role,
              () => sessions.addParticipants(session.id, role, contactIds),
              (after) => {
                const before = new Set(
                  session.participants.filter((one) => one.role === role).map((one) => one.contactId),
                );
                const added = after.filter((one) => one.role === role && !before.has(one.contactId)).length;
                const { one, many } = participantRoleLabels[role];
                return added === 0 ? null : `Added ${added} ${(added === 1 ? one : many).toLowerCase()}.`;
              },
            )
          }
          onRemove={(person) =>
            run(
              role,
              () => sessions.removeParticipant(session.id, role, person.contactId),
              () =>
                `${person.name || "The contact"} is no longer a ${participantRoleLabels[role].one.toLowerCase()}.`,
            )
          }
          onMove={(order) => run(role, () => sessions.reorderParticipants(session.id, role, order))}
        />
      ))}
    </div>
  );
}

interface RoleSectionProps {
  role: ParticipantRole;
  people: SessionParticipant[];
  canWrite: boolean;
  canPick: boolean;
  busy: Busy | null;
  onAdd(contactIds: string[]): void;
  onRemove(person: SessionParticipant): void;
  onMove(order: string[]): void;
}

function RoleSection({ role, people, canWrite, canPick, busy, onAdd, onRemove, onMove }: RoleSectionProps) {
  const { services } = useApp();
  const { eventId } = useEvent();
  const headingId = useId();
  const labels = participantRoleLabels[role];
  // The picker gets one stable callback; it always calls the latest onAdd.
  const addRef = useRef(onAdd);
  addRef.current = onAdd;
  const onSelect = useCallback(({ records }: { records: { kind: string; id: string }[] }) => {
    const ids = records.filter((record) => record.kind === "contact").map((record) => record.id);
    if (ids.length > 0) addRef.current(ids);
  }, []);
  const working = Boolean(busy?.working);

  const move = (index: number, by: -1 | 1) => {
    const order = people.map((person) => person.contactId);
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    onMove(order);
  };

  return (
    <section
      className="admin-panel session-role"
      aria-labelledby={headingId}
      aria-busy={working || undefined}
    >
      <header className="session-role__head">
        <h2 className="event-card__title" id={headingId}>
          {labels.many}
          <span className="session-tabs__count"> {people.length}</span>
        </h2>
        {canWrite && canPick ? (
          <RecordPicker
            className="session-role__picker"
            eventId={eventId}
            // Speakers use the speaker mode ('Add Speakers'); the others search the same contacts.
            mode={role === "speaker" ? "speaker" : "people"}
            sdk={services.sdk}
            onSelect={onSelect}
          />
        ) : null}
      </header>
      {busy?.error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {busy.error}
        </p>
      ) : null}
      {people.length === 0 ? (
        <p className="event-card__note">No {labels.many.toLowerCase()} yet.</p>
      ) : (
        <PickedList
          items={people.map((person) => ({
            ...person,
            key: person.contactId,
            name: person.name || person.email || "(no name)",
            href: contactPath(eventId, person.contactId),
            detail: [person.title, person.company, person.email].filter(Boolean).join(" · "),
          }))}
          label={labels.many}
          canWrite={canWrite}
          working={working}
          onMove={move}
          onRemove={(item) => onRemove(item)}
          removeFrom={labels.many.toLowerCase()}
        />
      )}
    </section>
  );
}
