import { render } from "@testing-library/react";
import { App } from "../App.js";
import { adminUser, fakeApi, type Routes, storeSession } from "./fake-api.js";

/** The demo organization's summit, as GET /user/me/events lists it for `adminUser`. */
export const summitEvent = {
  id: "ev-1",
  name: "Foyer Summit 2027",
  slug: "foyer-summit-2027",
  date_from: "2027-03-15",
  date_to: "2027-03-17",
  timezone: "America/New_York",
  org_id: "org-1",
  org_name: "Foyer Demo Organization",
  is_draft: false,
  is_admin: true,
};

/** `adminUser`'s permission profile on the summit: platform admin and event admin. */
export const adminProfile = { permissions: [], read_permissions: [], isFoyerAdmin: true, isAdmin: true };

/** A route answering 200 with `payload` (the API's envelope). */
export const ok = (payload: unknown) => () => ({ status: 200, body: { payload } });

/** Renders the admin app at `path`, signed in as `adminUser`, over a fake API answering `routes`. */
export function openSignedIn(path: string, routes: Routes) {
  history.replaceState(null, "", path);
  const api = fakeApi({
    "GET /user/me": ok(adminUser),
    // The event area's guard loads the user's profile on the event once (spec 2 §6).
    [`GET /permissions/event/${summitEvent.id}/user/${adminUser.id}`]: ok(adminProfile),
    ...routes,
  });
  storeSession(api.storage, adminUser.id);
  render(<App services={api.services} />);
  return api;
}
