/**
 * Spec 2 §2.3 "Confirm dialog with positive and negative buttons": the shared one from the
 * widgets package (issue 7 item 6), kept under this path for the pages that import it here.
 */
export type { ConfirmDialogProps } from "@foyer/widgets/react";
export { ConfirmDialog } from "@foyer/widgets/react";
