import "./portal-tasks.css";
import { PortalAdminPage } from "../PortalAdminPage.js";
import { TaskBoard } from "./TaskBoard.js";

/**
 * /event-light/{eventId}/portals/tasks (spec 1 §2 "portals … tasks"; issue 6): the tasks of the
 * chosen portal. Reading needs read on `portalTasks` (the area's guard), changing update.
 */
export function PortalTasksPage() {
  return (
    <PortalAdminPage
      title="Tasks"
      lead="Give the portal's participants things to do, such as uploading slides, and see who has done them."
      module="portalTasks"
    >
      {(portal) => <TaskBoard key={portal.id} portal={portal} />}
    </PortalAdminPage>
  );
}
