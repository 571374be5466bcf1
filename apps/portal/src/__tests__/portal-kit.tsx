import { speakerPortal } from "@foyer/widgets/testing";
import { cleanup, render } from "@testing-library/react";
import { App } from "../App.js";
import { type FakeApi, fakeApi, type Routes, speakerUser, storeSession } from "./fake-api.js";

/*
 * What the portal page tests share: the speaker portal, the signed-in speaker opening a page of
 * it over the fake API, and the reset after each test.
 */

/** The Summit's speaker portal, as its access check answers it. */
export { speakerPortal };

/** The API's answer with `payload`. */
export const ok =
  (payload: unknown, status = 200) =>
  () => ({ status, body: { payload } });

/** Opens the app at `path` over a fake API answering `routes`; `before` runs ahead of the first render. */
export function openApp(path: string, routes: Routes, before?: (api: FakeApi) => void) {
  history.replaceState(null, "", path);
  const api = fakeApi(routes);
  before?.(api);
  render(<App services={api.services} />);
  return api;
}

/** Signs the speaker in and opens `path`, with the portal's access check and `routes` answered. */
export function openPortal(path: string, routes: Routes = {}, portal: unknown = speakerPortal) {
  return openApp(
    path,
    {
      "GET /user/me": ok(speakerUser),
      "GET /portal/speakers/p-1/access": ok({ portal, hasAccess: true }),
      ...routes,
    },
    (api) => storeSession(api.storage, speakerUser.id),
  );
}

/** After each test: unmount and go back to "/". */
export function leavePage() {
  cleanup();
  history.replaceState(null, "", "/");
}
