import { afterEach, describe, expect, it } from "vitest";
import { widgetLocation } from "../portal/widget-location.js";

/*
 * The <foyer-portal> widget's locations: in memory the host page's URL never changes; in the hash
 * the portal's path and query live after `#`, and the page's own path and query are left alone.
 */

const HOME = "/portals/speakers/p-1";
const isOwn = (path: string) =>
  path === HOME || path.startsWith(`${HOME}/`) || path === "/portal-login/speakers/p-1";

afterEach(() => history.replaceState(null, "", "/"));

describe("widgetLocation", () => {
  it("memory: starts at the given path and navigates without touching the page's URL", () => {
    history.replaceState(null, "", "/events/talks?day=2");
    const place = widgetLocation("memory", HOME, isOwn);
    const seen: string[] = [];
    place.navigate(`${HOME}/messages?thread=t-1`);
    seen.push(location.pathname + location.search + location.hash);
    expect(seen).toEqual(["/events/talks?day=2"]);
    expect(place.hrefs).toBeUndefined();
  });

  it("hash: puts the start in the hash, keeping the page's path and query", () => {
    history.replaceState(null, "", "/events/talks?day=2");
    widgetLocation("hash", "/portal-login/speakers/p-1", isOwn);
    expect(location.pathname + location.search).toBe("/events/talks?day=2");
    expect(location.hash).toBe("#/portal-login/speakers/p-1");
  });

  it("hash: keeps a page of this portal already in the hash (a reload), query included", () => {
    history.replaceState(null, "", `/site#${HOME}/messages?thread=t-1`);
    widgetLocation("hash", HOME, isOwn);
    expect(location.hash).toBe(`#${HOME}/messages?thread=t-1`);
  });

  it("hash: replaces another portal's path or the page's own anchor with the start", () => {
    history.replaceState(null, "", "/site#/portals/other/p-9/tasks");
    widgetLocation("hash", HOME, isOwn);
    expect(location.hash).toBe(`#${HOME}`);
    history.replaceState(null, "", "/site#contact");
    widgetLocation("hash", HOME, isOwn);
    expect(location.hash).toBe(`#${HOME}`);
  });

  it("hash: navigating pushes a history entry with the path and query in the hash, and tells listeners", () => {
    history.replaceState(null, "", "/site?ref=mail");
    const place = widgetLocation("hash", HOME, isOwn);
    const before = history.length;
    let heard = 0;
    const listener = () => heard++;
    addEventListener("hashchange", listener);
    place.navigate(`${HOME}/messages?thread=t-1`);
    removeEventListener("hashchange", listener);
    expect(history.length).toBe(before + 1);
    expect(location.search).toBe("?ref=mail");
    expect(location.hash).toBe(`#${HOME}/messages?thread=t-1`);
    expect(heard).toBe(1);
    expect(place.hrefs?.(`${HOME}/tasks`)).toBe(`#${HOME}/tasks`);
  });

  it("hash: a replace navigation adds no history entry", () => {
    history.replaceState(null, "", "/site");
    const place = widgetLocation("hash", HOME, isOwn);
    const before = history.length;
    place.navigate(`${HOME}/tasks`, { replace: true });
    expect(history.length).toBe(before);
    expect(location.hash).toBe(`#${HOME}/tasks`);
  });
});
