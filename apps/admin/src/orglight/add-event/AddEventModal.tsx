import "./add-event.css";
import { type CreatedEvent, eventImportMessages } from "@foyer/domain";
import type { OrganizationsApi } from "@foyer/sdk";
import { useApp, useStore } from "@foyer/widgets/react";
import { useId, useState } from "react";
import { ModalFrame } from "../../dialog/ModalFrame.js";
import { eventDashboardPath, specOrgEventsPath } from "../org-paths.js";
import { IMPORT_EVENTS_TITLE, ImportEventsPage } from "./ImportEventsPage.js";
import { NewEventForm } from "./NewEventForm.js";
import { initialValues } from "./new-event-form.js";

/** Spec 2 §2.1 header titles and the new-event page's card, word for word. */
export const ADD_EVENT_TITLE = "Add Event";
export const ADD_NEW_EVENT = "Add a new event";
export const GET_STARTED = "Get started";
export const CLONE_EVENT_OPTION = "Clone an event";
export const IMPORT_EVENTS_OPTION = "Import events";
/** Spec 1 §1 "Integration users bring events and speakers from … On24, Cvent, Swoogo". */
export const INTEGRATION_IMPORT_OPTION = "Import from On24, Cvent or Swoogo";
export const COMING_SOON = "Coming soon";

/** Spec 1 §4: "the modal returns create or cancel"; an import returns the events it created. */
export type AddEventResult =
  | { kind: "create"; event: CreatedEvent }
  | { kind: "import"; orgId: string; events: CreatedEvent[] }
  | { kind: "cancel" };

export interface AddEventModalProps {
  api: OrganizationsApi;
  /** The organizations the user may add events to; at least one. */
  organizations: readonly { id: string; name: string }[];
  /** The organization chosen first. */
  orgId: string;
  /**
   * Spec 1 §6: "A feature flag marks a {product} admin; it is passed to the event-creation
   * modal" (platform admins clone from every organization's events).
   */
  isFoyerAdmin: boolean;
  /**
   * Opens the clone wizard (spec 2 §2.1 selectEvent … confirmation) for `orgId`. Until the wizard
   * exists, the clone option shows "Coming soon" and is disabled.
   */
  onClone?: ((orgId: string, options: { isFoyerAdmin: boolean }) => void) | undefined;
  /**
   * Opens the integration import wizard (spec 1 §2 "four steps: Select Source, Connect, Preview,
   * Import") for `orgId`; without it the option shows "Coming soon".
   */
  onIntegrationImport?: ((orgId: string) => void) | undefined;
  onClose(result: AddEventResult): void;
}

type Page = "newEvent" | "form" | "import";

/**
 * The event-creation modal (spec 1 §4, spec 2 §2.1 "Add Event"): its new-event page offers a
 * blank event ('Add a new event', 'Get started'), cloning and importing. On create, 'Creating
 * event...' shows, the event is created, and the user goes to /event-light/{id}/dashboard. An
 * import ends on the organization's events, with a toast saying how many were added.
 */
export function AddEventModal({
  api,
  organizations,
  orgId,
  isFoyerAdmin,
  onClone,
  onIntegrationImport,
  onClose,
}: AddEventModalProps) {
  const { services, navigate } = useApp();
  const session = useStore(services.sdk.session);
  const timezone = session.status === "authenticated" ? session.user.timezone : null;
  const start = initialValues(orgId, timezone);
  const [page, setPage] = useState<Page>("newEvent");
  const [busy, setBusy] = useState(false);

  const created = (event: CreatedEvent) => {
    onClose({ kind: "create", event });
    navigate(eventDashboardPath(event.id));
  };
  const imported = (importOrgId: string, events: CreatedEvent[]) => {
    services.toasts.show({ message: eventImportMessages.imported(events.length), severity: "success" });
    onClose({ kind: "import", orgId: importOrgId, events });
    // Spec 2 §2.1: "When the import-events modal closes with success, the user goes to
    // /organization/{orgId}/events" (App.tsx opens /org-light/{orgId}/events there).
    navigate(specOrgEventsPath(importOrgId));
  };

  return (
    <ModalFrame
      className="admin-modal--add-event"
      title={page === "import" ? IMPORT_EVENTS_TITLE : ADD_EVENT_TITLE}
      onClose={() => onClose({ kind: "cancel" })}
      busy={busy}
      pageKey={page}
    >
      {page === "newEvent" ? (
        <ul className="org-add-options" aria-label="Ways to add an event">
          <li className="org-add-option org-add-option--main">
            <h3 className="org-add-option__title">{ADD_NEW_EVENT}</h3>
            <p className="org-add-option__text">
              Start from a blank event with its contacts, sponsors and exhibitors ready to fill.
            </p>
            <button
              type="button"
              className="foyer-button foyer-button--primary"
              onClick={() => setPage("form")}
              data-autofocus
            >
              {GET_STARTED}
            </button>
          </li>
          <li className="org-add-option">
            <h3 className="org-add-option__title">Clone an existing event</h3>
            <p className="org-add-option__text">
              Copy an event's setup and content into a new event with new dates.
            </p>
            <OptionButton
              label={CLONE_EVENT_OPTION}
              onClick={onClone ? () => onClone(orgId, { isFoyerAdmin }) : undefined}
            />
          </li>
          <li className="org-add-option">
            <h3 className="org-add-option__title">Import events</h3>
            <p className="org-add-option__text">
              Add many events at once from a CSV or Excel file, or a table copied from a spreadsheet.
            </p>
            <OptionButton label={IMPORT_EVENTS_OPTION} onClick={() => setPage("import")} />
          </li>
          <li className="org-add-option">
            <h3 className="org-add-option__title">Import from an event platform</h3>
            <p className="org-add-option__text">
              Bring events and their speakers from On24, Cvent or Swoogo, and keep them in step.
            </p>
            <OptionButton
              label={INTEGRATION_IMPORT_OPTION}
              onClick={onIntegrationImport ? () => onIntegrationImport(orgId) : undefined}
            />
          </li>
        </ul>
      ) : page === "import" ? (
        <ImportEventsPage
          api={api}
          organizations={organizations}
          orgId={orgId}
          timezone={start.timezone}
          onBack={() => setPage("newEvent")}
          onCancel={() => onClose({ kind: "cancel" })}
          onImported={imported}
          onBusyChange={setBusy}
        />
      ) : (
        <NewEventForm
          api={api}
          organizations={organizations}
          initial={start}
          onBack={() => setPage("newEvent")}
          onCreated={created}
          onBusyChange={setBusy}
        />
      )}
    </ModalFrame>
  );
}

/** An option's button, or a disabled one saying the option is not there yet. */
function OptionButton({ label, onClick }: { label: string; onClick: (() => void) | undefined }) {
  const soonId = useId();
  if (onClick) {
    return (
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onClick}>
        {label}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="foyer-button foyer-button--secondary"
        disabled
        aria-describedby={soonId}
      >
        {label}
      </button>
      <span className="org-add-option__soon" id={soonId}>
        {COMING_SOON}
      </span>
    </>
  );
}
