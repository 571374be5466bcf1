import type { OrganizationsApi } from "@foyer/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CloneWizard } from "../../clone/CloneWizard.js";
import { IntegrationWizard } from "../../integrations/IntegrationWizard.js";
import { orgKey } from "../../server-data/query-keys.js";
import { AddEventModal } from "./AddEventModal.js";

type Showing = { what: "modal" } | { what: "clone"; orgId: string } | { what: "integration"; orgId: string };

export interface AddEventFlowProps {
  api: OrganizationsApi;
  organizations: readonly { id: string; name: string }[];
  orgId: string;
  isFoyerAdmin: boolean;
  /** The flow is over: the modal, or the wizard it led to, closed. */
  onClose(): void;
}

/**
 * The event-creation modal (spec 1 §4) and the wizards it leads to: the clone wizard (spec 2
 * §2.1; Back returns to the modal) and the integration import wizard (spec 1 §2; its Back from
 * Select Source closes it, spec 1 §4). Rendered while the user is adding an event.
 */
export function AddEventFlow({ api, organizations, orgId, isFoyerAdmin, onClose }: AddEventFlowProps) {
  const queryClient = useQueryClient();
  const [showing, setShowing] = useState<Showing>({ what: "modal" });
  if (showing.what === "clone") {
    return (
      <CloneWizard
        orgId={showing.orgId}
        onBack={() => setShowing({ what: "modal" })}
        onDone={() => onClose()}
      />
    );
  }
  if (showing.what === "integration") {
    const into = showing.orgId;
    return (
      <IntegrationWizard
        orgId={into}
        onClose={({ synced }) => {
          // New events went into the organization: its lists load again.
          if (synced) void queryClient.invalidateQueries({ queryKey: orgKey(into) });
          onClose();
        }}
      />
    );
  }
  return (
    <AddEventModal
      api={api}
      organizations={organizations}
      orgId={orgId}
      isFoyerAdmin={isFoyerAdmin}
      onClone={(cloneOrgId) => setShowing({ what: "clone", orgId: cloneOrgId })}
      onIntegrationImport={(importOrgId) => setShowing({ what: "integration", orgId: importOrgId })}
      onClose={() => onClose()}
    />
  );
}
