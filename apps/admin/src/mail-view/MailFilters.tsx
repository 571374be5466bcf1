import { type MailStatus, mailStatuses, mailStatusLabels } from "@foyer/domain";
import { type ReactNode, useId } from "react";

/**
 * The toolbar of a list of emails (the platform outbox, an event's or organization's history):
 * search by address or name, a status filter, any further filters as children, and the count.
 */
export function MailFilters({
  search,
  onSearch,
  status,
  onStatus,
  countText,
  children,
}: {
  search: string;
  onSearch(value: string): void;
  status: MailStatus | "";
  onStatus(value: MailStatus | ""): void;
  /** "12 emails", "3 found"; null while loading. */
  countText: string | null;
  children?: ReactNode;
}) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="records-toolbar mailbox-toolbar">
      <label className="foyer-visually-hidden" htmlFor={searchId}>
        Search by address or name
      </label>
      <input
        id={searchId}
        type="search"
        className="foyer-input records-search"
        placeholder="Search by address or name"
        value={search}
        maxLength={200}
        onChange={(event) => onSearch(event.target.value)}
      />
      <label className="foyer-visually-hidden" htmlFor={statusId}>
        Status
      </label>
      <select
        id={statusId}
        className="foyer-input mailbox-status-filter"
        value={status}
        onChange={(event) => onStatus(event.target.value as MailStatus | "")}
      >
        <option value="">Any status</option>
        {mailStatuses.map((value) => (
          <option key={value} value={value}>
            {mailStatusLabels[value]}
          </option>
        ))}
      </select>
      {children}
      {countText !== null ? (
        <span className="records-count" aria-live="polite">
          {countText}
        </span>
      ) : null}
    </div>
  );
}
