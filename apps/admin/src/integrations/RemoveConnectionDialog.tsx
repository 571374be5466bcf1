import { type IntegrationConnection, type IntegrationSource, integrationMessages } from "@foyer/domain";
import type { IntegrationsApi } from "@foyer/sdk";
import { ConfirmDialog, useApp } from "@foyer/widgets/react";
import { useState } from "react";
import { connectionName } from "./connection-text.js";
import { serverMessageOr } from "./server-message.js";

export const REMOVE_CONNECTION = "Remove connection";

/**
 * Asks before removing a connection; "Connection Removed" when it is gone, else the server's
 * message or "There was an issue removing your connection" (spec 1 §8).
 */
export function RemoveConnectionDialog({
  orgId,
  source,
  api,
  connection,
  onRemoved,
  onCancel,
}: {
  orgId: string;
  source: IntegrationSource;
  api: IntegrationsApi;
  connection: IntegrationConnection;
  onRemoved(connectionId: string): void;
  onCancel(): void;
}) {
  const { services } = useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.removeConnection(source, orgId, connection.id);
      services.toasts.show({ message: integrationMessages.removed, severity: "success" });
      onRemoved(connection.id);
    } catch (caught) {
      const message = serverMessageOr(caught, integrationMessages.removeFailed);
      services.errors.register(message);
      setError(message);
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title="Remove this connection?"
      confirmLabel={REMOVE_CONNECTION}
      busyLabel="Removing..."
      busy={busy}
      error={error}
      onConfirm={() => void remove()}
      onCancel={onCancel}
    >
      <p>
        <strong>{connectionName(source, connection)}</strong> will be removed with its event mappings. Events
        already imported stay in Foyer.
      </p>
    </ConfirmDialog>
  );
}
