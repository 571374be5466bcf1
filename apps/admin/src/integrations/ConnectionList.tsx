import type { IntegrationConnection, IntegrationSource } from "@foyer/domain";
import type { ReactNode } from "react";
import { connectionName, statusText, whenText } from "./connection-text.js";

export interface ConnectionListProps {
  source: IntegrationSource;
  connections: readonly IntegrationConnection[];
  /** The wizard's choice of connection: each working one gets a radio button. */
  choice?: { selectedId: string | null; onChoose(connectionId: string): void } | undefined;
  onEdit(connection: IntegrationConnection): void;
  onRemove(connection: IntegrationConnection): void;
  /** More about a connection (the settings page's sync log). */
  extra?: ((connection: IntegrationConnection) => ReactNode) | undefined;
}

/**
 * A source's connections: which keys, valid or invalid with the platform's last answer, when it
 * was last checked, and the buttons to change the keys or remove it.
 */
export function ConnectionList({
  source,
  connections,
  choice,
  onEdit,
  onRemove,
  extra,
}: ConnectionListProps) {
  return (
    <ul className="integration-connections" aria-label="Connections">
      {connections.map((connection) => {
        const name = connectionName(source, connection);
        const chosen = choice?.selectedId === connection.id;
        return (
          <li className="integration-connection" key={connection.id} data-chosen={chosen || undefined}>
            <div className="integration-connection__main">
              {choice ? (
                <label className="integration-connection__choice">
                  <input
                    type="radio"
                    name="integration-connection"
                    checked={chosen}
                    disabled={!connection.is_connected}
                    onChange={() => choice.onChoose(connection.id)}
                  />
                  <span className="integration-connection__name">{name}</span>
                </label>
              ) : (
                <span className="integration-connection__name">{name}</span>
              )}
              <span
                className={`integration-badge integration-badge--${connection.is_connected ? "valid" : "invalid"}`}
              >
                {statusText(connection)}
              </span>
            </div>
            {connection.last_error ? (
              <p className="integration-connection__error">{connection.last_error}</p>
            ) : null}
            <p className="integration-connection__meta">Last checked: {whenText(connection.checked_at)}</p>
            <div className="integration-connection__actions">
              <button
                type="button"
                className="foyer-button foyer-button--ghost event-button--small"
                aria-label={`Change the keys of ${name}`}
                onClick={() => onEdit(connection)}
              >
                Change keys
              </button>
              <button
                type="button"
                className="foyer-button foyer-button--ghost event-button--small"
                aria-label={`Remove ${name}`}
                onClick={() => onRemove(connection)}
              >
                Remove
              </button>
            </div>
            {extra?.(connection)}
          </li>
        );
      })}
    </ul>
  );
}
