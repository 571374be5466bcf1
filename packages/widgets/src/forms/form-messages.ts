import { FORM_NOT_FOUND, messages } from "@foyer/domain";

/** What the form widget says. Spec wording where the spec has it; ours, in the same voice, elsewhere. */
export const formMessages = {
  loading: messages.loading,
  notFound: FORM_NOT_FOUND,
  closed: "This form is closed.",
  loadFailed: "This form could not be loaded. Please try again.",
  confirmation: "Thank you! Your submission has been received.",
  previewBanner: "Preview",
  previewNote: "Nothing you enter here is saved.",
  previewSubmitted: "This was a preview: nothing was saved.",
  draftRestored: "Draft restored",
  editingSubmission: "You are editing your submission. Submit again to save your changes.",
  saving: "Saving…",
  draftSaved: "Draft saved",
  draftSaveFailed: "Your draft could not be saved. Your answers are still here.",
  network: "We could not reach the server. Your answers are still here; please try again.",
  submitFailed: "Your submission could not be sent. Your answers are still here; please try again.",
  fixErrors: "Please correct the highlighted fields.",
  uploadsPending: "Please wait for your files to finish uploading.",
  sessionEnded: "Your session has ended. Sign in again to continue; your answers are kept.",
  signInRequired: "Sign in to fill in this form.",
  signInFailed: "Could not sign in. Please check your connection and try again.",
} as const;
