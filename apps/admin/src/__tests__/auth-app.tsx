import { render } from "@testing-library/react";
import { App } from "../App.js";
import { adminUser, type FakeApi, fakeApi, storeSession } from "./fake-api.js";

/** Renders the admin app at `path`, signed out, over a fake API answering `routes`. */
export function openSignedOut(path: string, routes: Parameters<typeof fakeApi>[0] = {}): FakeApi {
  history.replaceState(null, "", path);
  const api = fakeApi(routes);
  render(<App services={api.services} />);
  return api;
}

/** Answers with the tokens of a session stored in the fake API's storage (a sign-in's answer). */
export function sessionTokensOf(api: FakeApi) {
  storeSession(api.storage, adminUser.id);
  return {
    access_token: api.storage.getItem("access_token"),
    id_token: api.storage.getItem("id_token"),
    refresh_token: "opaque-refresh-token",
  };
}
