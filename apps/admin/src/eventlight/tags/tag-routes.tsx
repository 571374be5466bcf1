import { Route } from "wouter";
import { TagsPage } from "./TagsPage.js";

/** The tags page's route under `prefix` (/event-light/:eventId): spec 1 §2 "tags". */
export function tagRoutes(prefix: string) {
  return [
    <Route key="tags" path={`${prefix}/tags`}>
      <TagsPage />
    </Route>,
  ];
}
