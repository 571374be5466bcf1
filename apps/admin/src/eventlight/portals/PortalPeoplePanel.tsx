import "./portal-board.css";
import { meetsRequirement } from "@foyer/domain";
import { RecordPicker, useApp, userMessageOf } from "@foyer/widgets/react";
import { type QueryKey, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { contactPath } from "../sessions/session-paths.js";

/** People picked one by one, or a whole group (expanded to its people by the server). */
export type PeopleInput<G extends string> = { contactIds: string[] } | { group: G };

/** A change's answer: the whole list as it is now, and the toast that says what happened. */
export interface PeopleChange<P> {
  list: P[];
  message: string;
}

export interface PortalPeoplePanelProps<P extends { contactId: string }, G extends string> {
  /** The panel's heading, e.g. "Recipients". */
  title: string;
  /** The list's accessible name, e.g. "Recipients of Slides". */
  listLabel: string;
  /** Shown when nobody is on the list, e.g. "Nobody is asked yet." */
  emptyText: string;
  /** The list's query and its cache key (a change's answer is written there), and the sentence its failure shows. */
  remote: UseQueryResult<P[]>;
  queryKey: QueryKey;
  loadFailed: string;
  groups: readonly G[];
  groupLabels: Record<G, string>;
  canWrite: boolean;
  add(input: PeopleInput<G>): Promise<PeopleChange<P>>;
  /** Removes one person, named as the list shows them. */
  remove(person: P, name: string): Promise<PeopleChange<P>>;
  /** The remove button's accessible name, e.g. "Remove Grace from Slides". */
  removeLabel(name: string): string;
  /** The name a person is listed by, and a detail under it (their email) or null. */
  show(person: P): { name: string; detail: string | null };
  /** More about a person beside their name (e.g. whether they have done a task). */
  status?(person: P): ReactNode;
  /** The list changed (loaded, or a change answered): counts elsewhere follow it. */
  onList(list: P[]): void;
}

/**
 * The people a portal item is for (a task's assignees, a file request's recipients): contacts of
 * the event picked with the search-and-pick dialog, or a whole group, each removable.
 */
export function PortalPeoplePanel<P extends { contactId: string }, G extends string>(
  props: PortalPeoplePanelProps<P, G>,
) {
  const { title, listLabel, emptyText, remote, loadFailed, groups, groupLabels, canWrite } = props;
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const headingId = useId();
  const groupId = useId();
  const [group, setGroup] = useState<G | undefined>(groups[0]);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const people = remote.data ?? null;
  // The picker searches contacts: it needs read on contacts (the server checks it too).
  const canPick = meetsRequirement(profile, [{ module: "contacts", action: "read" }]);

  const listRef = useRef(props.onList);
  listRef.current = props.onList;
  useEffect(() => {
    if (people) listRef.current(people);
  }, [people]);

  /** A change of the list; its answer replaces the list, and a toast says what happened. */
  const run = async (work: () => Promise<PeopleChange<P>>) => {
    setWorking(true);
    setProblem(null);
    try {
      const { list, message } = await write(work);
      queryClient.setQueryData(props.queryKey, list);
      services.toasts.show({ message, severity: "success" });
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      setProblem(userMessageOf(error));
    } finally {
      setWorking(false);
    }
  };

  const add = (input: PeopleInput<G>) => run(() => props.add(input));
  const addRef = useRef(add);
  addRef.current = add;
  // The picker gets one stable callback; it always calls the latest add.
  const onSelect = useCallback(({ records }: { records: { kind: string; id: string }[] }) => {
    const contactIds = records.filter((record) => record.kind === "contact").map((record) => record.id);
    if (contactIds.length > 0) void addRef.current({ contactIds });
  }, []);

  return (
    <section className="portal-people" aria-labelledby={headingId} aria-busy={working || undefined}>
      <h3 className="portal-people__title" id={headingId}>
        {title}
      </h3>
      {canWrite ? (
        <div className="portal-people__add">
          {canPick ? (
            <RecordPicker eventId={eventId} mode="people" sdk={services.sdk} onSelect={onSelect} />
          ) : (
            <p className="foyer-alert foyer-alert--info">
              Picking people searches the event's contacts, which your role cannot read. You can still add a
              group.
            </p>
          )}
          <label className="portal-people__group" htmlFor={groupId}>
            <span>Group</span>
            <select
              id={groupId}
              className="foyer-input"
              value={group}
              disabled={working}
              onChange={(event) => setGroup(event.currentTarget.value as G)}
            >
              {groups.map((one) => (
                <option key={one} value={one}>
                  {groupLabels[one]}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            disabled={working}
            onClick={() => {
              if (group) void add({ group });
            }}
          >
            Add group
          </button>
        </div>
      ) : null}
      {problem ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {remote.status === "error" && !people ? (
        <div>
          <p className="foyer-alert foyer-alert--error">{loadFailed}.</p>
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => void remote.refetch()}
          >
            Try again
          </button>
        </div>
      ) : !people ? (
        <p role="status">Loading...</p>
      ) : people.length === 0 ? (
        <p className="event-card__note">{emptyText}</p>
      ) : (
        <ul className="portal-people__list" aria-label={listLabel}>
          {people.map((person) => {
            const { name, detail } = props.show(person);
            return (
              <li key={person.contactId} className="portal-people__item">
                <span className="portal-people__who">
                  <EventLink href={contactPath(eventId, person.contactId)}>{name}</EventLink>
                  {detail ? <span className="portal-people__detail">{detail}</span> : null}
                </span>
                {props.status?.(person)}
                {canWrite ? (
                  <button
                    type="button"
                    className="foyer-button foyer-button--ghost event-button--small"
                    aria-label={props.removeLabel(name)}
                    disabled={working}
                    onClick={() => void run(() => props.remove(person, name))}
                  >
                    Remove
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
