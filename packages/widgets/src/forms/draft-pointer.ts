/** Where an anonymous participant's draft is remembered: `foyer:draft:{formId}`. */
export const DRAFT_KEY_PREFIX = "foyer:draft:";

/** The anonymous draft of a form in this browser: its id and the token that lets us edit it. */
export interface DraftPointer {
  submissionId: string;
  editToken: string;
}

export interface DraftPointers {
  read(formId: string): DraftPointer | null;
  write(formId: string, pointer: DraftPointer): void;
  forget(formId: string): void;
}

/**
 * Remembers anonymous drafts in `storage` (the SDK's, so tests and cross-origin embeds use the
 * same place as the tokens). Storage that throws (quota, privacy modes) just remembers nothing.
 */
export function createDraftPointers(storage: Storage | null): DraftPointers {
  const key = (formId: string) => `${DRAFT_KEY_PREFIX}${formId}`;
  return {
    read(formId) {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(key(formId)) ?? "null");
        if (typeof parsed !== "object" || parsed === null) return null;
        const { submissionId, editToken } = parsed as Record<string, unknown>;
        return typeof submissionId === "string" && typeof editToken === "string"
          ? { submissionId, editToken }
          : null;
      } catch {
        return null;
      }
    },
    write(formId, pointer) {
      try {
        storage?.setItem(key(formId), JSON.stringify(pointer));
      } catch {
        // Not remembered across reloads; the draft itself is safe on the server.
      }
    },
    forget(formId) {
      try {
        storage?.removeItem(key(formId));
      } catch {
        // Nothing to do.
      }
    },
  };
}
