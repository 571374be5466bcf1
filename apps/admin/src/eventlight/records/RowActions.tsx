import type { ModuleSummary, RecordRow } from "@foyer/domain";
import { PopoverMenu, type PopoverMenuItem, useApp, userMessageOf } from "@foyer/widgets/react";
import { copyText } from "../clipboard.js";

/** Said when a record's address is on the clipboard. */
export const LINK_COPIED = "Link copied";

export interface RowActionsProps {
  row: RecordRow;
  module: ModuleSummary;
  /** The record's page ("open-record"). */
  href: string;
  /** The record's edit page ("edit-record": its `…/edit` route). */
  editHref: string;
  selected: boolean;
  /** Update permission: Edit and Delete are offered only then (the server refuses them otherwise). */
  canWrite: boolean;
  /** "select-record": the row's checkbox. */
  onToggle(): void;
  /** "delete-record": asks first (the list's own confirm dialog). */
  onDelete(): void;
  /** "download-record": the record as CSV. */
  onDownload(): Promise<void>;
  /** Goes to a page of the app (the event area's `leaveTo` asks first about unsaved changes). */
  go(href: string): void;
}

/**
 * Copies `text`; where the Clipboard API is missing or refused, a text field off screen is
 * selected for the older copy command, then removed.
 */
async function copyLink(text: string) {
  const field = document.createElement("textarea");
  field.value = text;
  field.readOnly = true;
  field.className = "foyer-visually-hidden";
  document.body.append(field);
  try {
    return await copyText(text, field);
  } finally {
    field.remove();
  }
}

/**
 * A row's "More actions" menu (spec 2 "Table row actions": open-record, edit-record,
 * delete-record, select-record, download-record, copy), on the shared PopoverMenu.
 */
export function RowActions({
  row,
  module,
  href,
  editHref,
  selected,
  canWrite,
  onToggle,
  onDelete,
  onDownload,
  go,
}: RowActionsProps) {
  const { services } = useApp();
  const name = row.name || `this ${module.recordName}`;
  const items: PopoverMenuItem[] = [
    { value: "open", label: "Open" },
    ...(canWrite ? [{ value: "edit", label: "Edit" }] : []),
    { value: "select", label: selected ? "Deselect" : "Select" },
    { value: "download", label: "Download" },
    { value: "copy", label: "Copy link" },
    ...(canWrite ? [{ value: "delete", label: "Delete" }] : []),
  ];

  const run = async (value: string) => {
    if (value === "open") go(href);
    else if (value === "edit") go(editHref);
    else if (value === "select") onToggle();
    else if (value === "delete") onDelete();
    else if (value === "download") {
      try {
        await onDownload();
      } catch (error) {
        services.toasts.show({ message: userMessageOf(error), severity: "error" });
      }
    } else if (value === "copy") {
      const link = new URL(href, location.origin).href;
      const outcome = await copyLink(link);
      services.toasts.show(
        outcome === "copied"
          ? { message: LINK_COPIED, severity: "success" }
          : { message: `Copy this link: ${link}`, severity: "info", duration: false },
      );
    }
  };

  return (
    <PopoverMenu
      label={
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="8" r="1.4" fill="currentColor" />
          <circle cx="8" cy="8" r="1.4" fill="currentColor" />
          <circle cx="13" cy="8" r="1.4" fill="currentColor" />
        </svg>
      }
      buttonLabel={`More actions for ${name}`}
      buttonClassName="event-icon-button"
      placement="bottom-end"
      items={items}
      onSelect={(value) => void run(value)}
    />
  );
}
