import { eventPath } from "../event-paths.js";

/**
 * Where the fields and tags pages live (spec 1 §2 "Event area": `fields with optional
 * /{moduleId}; tags`).
 */
export const fieldsPath = (eventId: string, moduleId?: string) =>
  eventPath(eventId, moduleId ? `fields/${encodeURIComponent(moduleId)}` : "fields");

export const tagsPath = (eventId: string) => eventPath(eventId, "tags");
