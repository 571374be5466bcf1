import "../../dialog/small-dialog.css";
import { ImportWizard, useApp } from "@foyer/widgets/react";
import { useEffect, useRef } from "react";
import { ModalBackdrop } from "../../dialog/ModalBackdrop.js";
import { useReturnFocus } from "../../dialog/useModalFocus.js";

export interface ImportDialogProps {
  eventId: string;
  moduleId: string;
  /** An import wrote records: the page refreshes its list and history. */
  onImportComplete(): void;
  /** The wizard's close button or its Done. */
  onClose(): void;
}

/**
 * The record import wizard (spec 2 §2.2) over the records page. The wizard draws its own title
 * and close button (hidden while processing), so the frame only adds the backdrop; a press on
 * the backdrop does nothing, as a half-mapped import is easy to lose. The wizard shares the
 * admin's SDK, hence its session.
 */
export function ImportDialog({ eventId, moduleId, onImportComplete, onClose }: ImportDialogProps) {
  const { services } = useApp();
  const frame = useRef<HTMLDivElement>(null);
  useReturnFocus();

  useEffect(() => {
    frame.current?.focus();
    // The page behind must not scroll under the modal.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <ModalBackdrop className="records-dialog-backdrop records-import-backdrop">
      <div
        ref={frame}
        className="records-import"
        role="dialog"
        aria-modal="true"
        aria-label="Import"
        tabIndex={-1}
      >
        <ImportWizard
          eventId={eventId}
          moduleId={moduleId}
          sdk={services.sdk}
          onImportComplete={() => onImportComplete()}
          onClose={() => onClose()}
        />
      </div>
    </ModalBackdrop>
  );
}
