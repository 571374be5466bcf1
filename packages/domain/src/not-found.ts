/**
 * "Not found" wordings several features share, one place for the server and the widgets. Kept out
 * of messages.ts so a widget bundle carries only the ones it shows.
 */

/** A form that is not there (or not the caller's to see). */
export const FORM_NOT_FOUND = "This form does not exist.";
/** A file that is not there (or not the caller's to see). */
export const FILE_NOT_FOUND = "This file does not exist.";
/** A form submission that is not there (or not the caller's). */
export const SUBMISSION_NOT_FOUND = "This submission does not exist.";
