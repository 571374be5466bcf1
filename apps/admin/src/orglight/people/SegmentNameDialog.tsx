import { SEGMENT_NAME_MAX_LENGTH, segmentMessages } from "@foyer/domain";
import { NameDialog } from "../../dialog/NameDialog.js";

export interface SegmentNameDialogProps {
  /** "Save as segment", "Rename segment". */
  title: string;
  /** The save button's text. */
  confirmLabel: string;
  /** @default "" */
  initialName?: string;
  /** The names of the kind's other segments: a name is unique among them, ignoring case. */
  takenNames: readonly string[];
  /** Saves the name (trimmed); a rejection's message shows in the dialog, which stays open. */
  onSave(name: string): Promise<void>;
  onClose(): void;
}

/** What is wrong with `name`, or null: required, at most 100 characters, not taken. */
export function segmentNameProblem(name: string, takenNames: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return segmentMessages.nameRequired;
  if (trimmed.length > SEGMENT_NAME_MAX_LENGTH) return segmentMessages.nameTooLong;
  const lower = trimmed.toLowerCase();
  if (takenNames.some((taken) => taken.toLowerCase() === lower)) return segmentMessages.nameTaken;
  return null;
}

/**
 * Names a segment: saving the list's filters as a new one, or renaming one. The name is checked
 * here as the server checks it (required, length, unique ignoring case) and the server's answer
 * still decides.
 */
export function SegmentNameDialog({
  title,
  confirmLabel,
  initialName = "",
  takenNames,
  onSave,
  onClose,
}: SegmentNameDialogProps) {
  return (
    <NameDialog
      title={title}
      label="Segment name"
      submitLabel={confirmLabel}
      initialName={initialName}
      // Longer names are let in so the check can say what is wrong with them.
      maxLength={SEGMENT_NAME_MAX_LENGTH + 20}
      problem={(name) => segmentNameProblem(name, takenNames)}
      onSubmit={onSave}
      onCancel={onClose}
    />
  );
}
