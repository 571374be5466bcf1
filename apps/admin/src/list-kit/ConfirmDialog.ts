/**
 * Spec 2 §2.3 "Confirm dialog with positive and negative buttons": the shared one from the
 * widgets package (issue 7 item 6), named here with the admin's other list tools.
 */
export type { ConfirmDialogProps } from "@foyer/widgets/react";
export { ConfirmDialog } from "@foyer/widgets/react";
