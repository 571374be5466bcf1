import { userMessageOf } from "@foyer/widgets/react";
import { type QueryKey, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useRef, useState } from "react";
import { copyText } from "../eventlight/clipboard.js";
import { isForbidden } from "../server-data/access-gate.js";

/*
 * What the settings pages of things with a secret share (API tokens, webhooks): a title and lead,
 * a create button, the new secret shown once with a copy button, and the list with its loading,
 * failed and empty states. A 403 gives the whole area over to its permission screen.
 */

/** The list's query; a 403 answer calls `denyAccess` (the area's permission screen). */
export function useGuardedList<T>(
  queryKey: QueryKey,
  load: () => Promise<T[]>,
  denyAccess: (error: unknown) => void,
) {
  return useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await load();
      } catch (caught) {
        if (isForbidden(caught)) denyAccess(caught);
        throw caught;
      }
    },
  });
}

export interface SecretsListPageProps<T> {
  titleId: string;
  title: string;
  lead: ReactNode;
  createLabel: string;
  onCreate(): void;
  /** The secret just made (a `ShownOnce`), above the list. */
  shown?: ReactNode;
  list: UseQueryResult<T[]>;
  /** "Loading webhooks…" */
  loadingText: string;
  /** "The webhooks could not be loaded" */
  failedText: string;
  emptyText: string;
  /** The list inside the panel, when it has items. */
  renderList?(items: T[]): ReactNode;
  /** What follows the panel when the list has items (one card each). */
  renderBelow?(items: T[]): ReactNode;
  /** Dialogs and anything else the page adds. */
  children?: ReactNode;
}

export function SecretsListPage<T>(props: SecretsListPageProps<T>) {
  const { list } = props;
  const items = list.data && list.data.length > 0 ? list.data : null;
  return (
    <section className="event-page" aria-labelledby={props.titleId}>
      <header className="admin-section__head">
        <h1 className="admin-section__title" id={props.titleId}>
          {props.title}
        </h1>
        <p className="admin-section__lead">{props.lead}</p>
      </header>
      <div className="admin-panel event-card">
        <div>
          <button type="button" className="foyer-button foyer-button--primary" onClick={props.onCreate}>
            {props.createLabel}
          </button>
        </div>
        {props.shown}
        {list.status === "pending" ? (
          <p role="status">{props.loadingText}</p>
        ) : list.status === "error" ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {props.failedText}. {userMessageOf(list.error)}{" "}
            <button
              type="button"
              className="foyer-button foyer-button--ghost"
              onClick={() => void list.refetch()}
            >
              Try again
            </button>
          </p>
        ) : items ? (
          props.renderList?.(items)
        ) : (
          <p className="admin-section__lead">{props.emptyText}</p>
        )}
      </div>
      {items ? props.renderBelow?.(items) : null}
      {props.children}
    </section>
  );
}

/** A secret just made, this once, with a copy button (the server never shows it again). */
export function ShownOnce(props: {
  /** The region's name: "New API token". */
  label: string;
  heading: ReactNode;
  message: string;
  fieldLabel: string;
  value: string;
  copyLabel: string;
  onDone(): void;
}) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <section className="foyer-alert foyer-alert--success" aria-label={props.label}>
      <p>
        <strong>{props.heading}</strong> {props.message}
      </p>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={fieldId}>
          {props.fieldLabel}
        </label>
        <input
          ref={field}
          id={fieldId}
          className="foyer-input"
          readOnly
          value={props.value}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <p>
        <button
          type="button"
          className="foyer-button foyer-button--primary"
          onClick={async () => {
            const outcome = await copyText(props.value, field.current);
            setCopied(outcome === "copied" ? "Copied" : "Selected: press Ctrl+C (⌘C) to copy");
          }}
        >
          {props.copyLabel}
        </button>{" "}
        <button type="button" className="foyer-button foyer-button--ghost" onClick={props.onDone}>
          Done
        </button>{" "}
        <span role="status">{copied ?? ""}</span>
      </p>
    </section>
  );
}
