import type { FormDefinition, Submission } from "@foyer/domain";
import { isHttpError, type WidgetSdk } from "@foyer/sdk";
import type { DraftPointers } from "./draft-pointer.js";

/** A submission to carry on with, and the token that lets an anonymous participant edit it. */
export interface FoundSubmission {
  submission: Submission;
  editToken: string | null;
}

/**
 * The submission this visit continues (spec 1 §2 "Forms", the "draft that survives
 * reload" and "editing an existing submission"):
 * - the one in the address (`/submissions/{id}`), with this browser's edit token if it has it;
 * - signed in: the existing submission of a single-submission form, else the latest draft;
 * - anonymous: the draft remembered in this browser (a submitted one only for single-submission forms).
 */
export async function findSubmission(
  sdk: WidgetSdk,
  definition: FormDefinition,
  submissionId: string | undefined,
  pointers: DraftPointers,
): Promise<FoundSubmission | null> {
  const formId = definition.id;
  const pointer = pointers.read(formId);
  if (submissionId) {
    const editToken = pointer?.submissionId === submissionId ? pointer.editToken : null;
    return { submission: await sdk.api.forms.getSubmission(formId, submissionId, editToken), editToken };
  }
  if (sdk.tokens.get()) {
    const mine = await sdk.api.forms.mine(formId);
    const found = definition.singleSubmission ? mine[0] : mine.find((item) => item.status === "draft");
    return found ? { submission: found, editToken: null } : null;
  }
  if (!pointer) return null;
  try {
    const submission = await sdk.api.forms.getSubmission(formId, pointer.submissionId, pointer.editToken);
    if (submission.status === "submitted" && !definition.singleSubmission) {
      pointers.forget(formId);
      return null;
    }
    return { submission, editToken: pointer.editToken };
  } catch (error) {
    // Gone (or no longer ours): forget it and start afresh.
    if (isHttpError(error) && error.status === 404) {
      pointers.forget(formId);
      return null;
    }
    throw error;
  }
}
