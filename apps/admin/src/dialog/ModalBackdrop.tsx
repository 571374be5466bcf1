import type { ReactNode } from "react";

/**
 * The dimmed page behind a modal dialog. A press on the backdrop itself (not inside the dialog)
 * calls `onDismiss`; without it (an import half mapped is easy to lose) a press does nothing.
 */
export function ModalBackdrop({
  className,
  onDismiss,
  children,
}: {
  className: string;
  onDismiss?: () => void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press outside the dialog dismisses it; Escape and the dialog's buttons are the keyboard's ways out.
    <div
      className={className}
      onMouseDown={(event) => {
        if (onDismiss && event.target === event.currentTarget) onDismiss();
      }}
    >
      {children}
    </div>
  );
}
