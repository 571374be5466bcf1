import "./record-list-tools.css";
import { LAYOUT_NAME_MAX, layoutMessages, type RecordColumn, type SavedLayout } from "@foyer/domain";
import { ConfirmDialog, PopoverMenu, useApp, userMessageOf } from "@foyer/widgets/react";
import { useId, useState } from "react";
import { NameDialog } from "../../dialog/NameDialog.js";
import type { RecordLayoutsModel } from "./useRecordLayouts.js";

export interface LayoutPickerProps {
  layouts: RecordLayoutsModel<SavedLayout>;
  /** Every column of the list (the module's fields). */
  columns: readonly RecordColumn[];
  /** Update permission on the module: saving, renaming and deleting layouts. */
  canWrite: boolean;
}

type Open =
  | { kind: "save-as" }
  | { kind: "rename" }
  | { kind: "delete"; busy: boolean; error: string | null };

/**
 * The list's layouts (issue 7 item 1): a picker of Default and the saved layouts, "Save layout
 * as…", and, for a saved layout, Save (its unsaved column changes), Rename… and Delete…. Anyone
 * may change the columns for themselves; only members who may update the module save layouts.
 */
const layoutNameProblem = (name: string) => (name ? null : layoutMessages.nameRequired);

export function LayoutPicker({ layouts, columns, canWrite }: LayoutPickerProps) {
  const { services } = useApp();
  const pickerId = useId();
  const [open, setOpen] = useState<Open | null>(null);
  const [saving, setSaving] = useState(false);
  const { chosen } = layouts;
  const edited = layouts.edited(columns);
  const keys = layouts.shown(columns).map((column) => column.id);
  const said = (message: string) => services.toasts.show({ message, severity: "success" });

  const save = async () => {
    if (!chosen) return;
    setSaving(true);
    try {
      await layouts.save(keys);
      said(`Layout “${chosen.name}” saved.`);
    } catch (error) {
      services.toasts.show({ message: userMessageOf(error), severity: "error" });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!chosen) return;
    setOpen({ kind: "delete", busy: true, error: null });
    try {
      await layouts.remove();
      setOpen(null);
      said(`Layout “${chosen.name}” deleted.`);
    } catch (error) {
      setOpen({ kind: "delete", busy: false, error: userMessageOf(error) });
    }
  };

  return (
    <div className="records-layouts">
      <label className="records-layouts__label" htmlFor={pickerId}>
        Layout
      </label>
      <select
        id={pickerId}
        className="foyer-input records-layouts__select"
        value={chosen?.id ?? ""}
        onChange={(event) => layouts.choose(event.target.value || null)}
      >
        <option value="">Default</option>
        {layouts.layouts.map((layout) => (
          <option key={layout.id} value={layout.id}>
            {layout.name}
          </option>
        ))}
      </select>
      {layouts.status === "loading" ? (
        <span className="records-layouts__note">Loading layouts...</span>
      ) : null}
      {layouts.status === "error" ? (
        <span className="records-layouts__note">
          Saved layouts could not be loaded.{" "}
          <button type="button" className="records-link-button" onClick={layouts.retry}>
            Try again
          </button>
        </span>
      ) : null}
      {edited ? (
        <>
          <span className="records-layouts__note">Unsaved changes</span>
          {canWrite && chosen ? (
            <button
              type="button"
              className="foyer-button foyer-button--primary event-button--small"
              disabled={saving}
              onClick={() => void save()}
            >
              {saving ? "Saving..." : "Save"}
            </button>
          ) : null}
          <button
            type="button"
            className="foyer-button foyer-button--ghost event-button--small"
            disabled={saving}
            onClick={layouts.discard}
          >
            Discard
          </button>
        </>
      ) : null}
      {canWrite ? (
        <button
          type="button"
          className="foyer-button foyer-button--secondary event-button--small"
          onClick={() => setOpen({ kind: "save-as" })}
        >
          Save layout as…
        </button>
      ) : null}
      {canWrite && chosen ? (
        <PopoverMenu
          label="⋯"
          buttonLabel={`More actions for the layout ${chosen.name}`}
          buttonClassName="event-icon-button"
          placement="bottom-end"
          items={[
            { value: "rename", label: "Rename…" },
            { value: "delete", label: "Delete…" },
          ]}
          onSelect={(value) =>
            setOpen(value === "rename" ? { kind: "rename" } : { kind: "delete", busy: false, error: null })
          }
        />
      ) : null}

      {open?.kind === "save-as" ? (
        <NameDialog
          label="Layout name"
          maxLength={LAYOUT_NAME_MAX}
          problem={layoutNameProblem}
          title="Save layout as…"
          submitLabel="Save layout"
          busyLabel="Saving..."
          onSubmit={async (name) => {
            await layouts.saveAs(name, keys);
            setOpen(null);
            said(`Layout “${name}” saved.`);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === "rename" && chosen ? (
        <NameDialog
          label="Layout name"
          maxLength={LAYOUT_NAME_MAX}
          problem={layoutNameProblem}
          title="Rename layout"
          submitLabel="Rename"
          busyLabel="Renaming..."
          initialName={chosen.name}
          onSubmit={async (name) => {
            await layouts.rename(name);
            setOpen(null);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === "delete" && chosen ? (
        <ConfirmDialog
          title={`Delete the layout “${chosen.name}”?`}
          confirmLabel="Delete layout"
          busyLabel="Deleting..."
          busy={open.busy}
          error={open.error}
          danger
          onConfirm={() => void remove()}
          onCancel={() => setOpen(null)}
        >
          <p>
            The list goes back to the Default columns for everyone using it. The records stay as they are.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
