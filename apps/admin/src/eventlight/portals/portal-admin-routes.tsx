/**
 * The organizer's portal pages' routes under `prefix` (/event-light/:eventId). The area's guard
 * (EventLayout) asks for read on portal (portalTasks for portals/tasks), spec 1 §6.
 */
export function portalAdminRoutes(_prefix: string) {
  return [];
}
