/**
 * The organization area's and the event-creation modal's messages (spec 1 §4, §8; spec 2 §8).
 * Apart from `messages` so the embeddable widgets, which import that, do not carry them.
 */
export const orgMessages = {
  organizationLoadFailed: "An error occurred getting organization",
  organizationUpdateFailed: "An error occurred updating organization",
  uploadPhotoFailed: "An error occurred uploading photo",
  navigationFailed: "An error occurred getting navigation",
  organizationLoadError: "An error loading organization",
  creatingEvent: "Creating event...",
  createEventFailed: "An error occurred creating event",
  eventLoadFailed: "An error loading event",
} as const;
