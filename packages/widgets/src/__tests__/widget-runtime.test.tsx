import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type MountedWidget, mountWidget } from "../runtime/mount-widget.js";
import { sdkUsers } from "../runtime/shared-sdk.js";
import { sharedSheetCount } from "../runtime/stylesheets.js";
import { type StandInProps, StandInWidget, seen, standInCss } from "./stand-in-widget.js";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const live: MountedWidget<StandInProps>[] = [];
afterEach(() => {
  for (const widget of live.splice(0)) act(() => widget.unmount());
  document.body.replaceChildren();
  localStorage.clear();
  vi.restoreAllMocks();
});

function host(tag = "div"): HTMLElement {
  const element = document.createElement(tag);
  document.body.append(element);
  return element;
}

function mount(element: HTMLElement, options: Partial<Parameters<typeof mountWidget<StandInProps>>[1]> = {}) {
  let widget: MountedWidget<StandInProps> | undefined;
  act(() => {
    widget = mountWidget(element, {
      component: StandInWidget,
      props: { label: "Hello" },
      css: [standInCss],
      ...options,
    });
  });
  if (!widget) throw new Error("not mounted");
  live.push(widget);
  return widget;
}

function unmount(widget: MountedWidget<StandInProps>) {
  act(() => widget.unmount());
  live.splice(live.indexOf(widget), 1);
}

describe("mountWidget renders into an open shadow root on the host", () => {
  it("attaches an open shadow root with a root container and an overlay root", () => {
    const element = host();
    mount(element);
    const shadow = element.shadowRoot;
    expect(shadow?.mode).toBe("open");
    expect(shadow?.querySelector('[part="root"]')?.textContent).toContain("Hello");
    expect(shadow?.querySelector('[part="portal"]')).not.toBeNull();
    expect(seen.context?.portalRoot).toBe(shadow?.querySelector('[part="portal"]'));
    expect(seen.context?.host).toBe(element);
    expect(element.childNodes).toHaveLength(0);
  });

  it("reuses a shadow root the host already has", () => {
    const element = host();
    const existing = element.attachShadow({ mode: "open" });
    mount(element);
    expect(element.shadowRoot).toBe(existing);
    expect(existing.querySelector(".stand-in")).not.toBeNull();
  });

  it("re-renders with new props on update", () => {
    const element = host();
    const widget = mount(element);
    act(() => widget.update({ label: "Updated" }));
    expect(element.shadowRoot?.textContent).toContain("Updated");
  });

  it("mounting twice on one host replaces the first widget", () => {
    const element = host();
    mount(element, { props: { label: "First" } });
    mount(element, { props: { label: "Second" } });
    expect(element.shadowRoot?.querySelectorAll(".stand-in")).toHaveLength(1);
    expect(element.shadowRoot?.textContent).toContain("Second");
  });

  it("sets no style attribute anywhere (CSP style-src 'self')", () => {
    const element = host();
    mount(element);
    expect(element.hasAttribute("style")).toBe(false);
    expect(element.shadowRoot?.querySelectorAll("[style]")).toHaveLength(0);
  });
});

describe("stylesheets are constructable, shared per CSS text and released", () => {
  it("adopts the base sheet and the widget's CSS, the same sheet objects in every instance", () => {
    const first = host();
    const second = host();
    mount(first);
    mount(second);
    const sheetsOf = (element: HTMLElement) => element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheetsOf(first)).toHaveLength(2);
    expect(sheetsOf(first)[0]).toBe(sheetsOf(second)[0]);
    expect(sheetsOf(first)[1]).toBe(sheetsOf(second)[1]);
    expect(sharedSheetCount(document)).toBe(2);
  });

  it("removes its sheets on unmount and drops a sheet once no widget uses it", () => {
    const first = host();
    const second = host();
    const a = mount(first);
    const b = mount(second, { css: [".other {}"] });
    expect(sharedSheetCount(document)).toBe(3);
    unmount(b);
    expect(second.shadowRoot?.adoptedStyleSheets).toHaveLength(0);
    expect(sharedSheetCount(document)).toBe(2);
    unmount(a);
    expect(sharedSheetCount(document)).toBe(0);
  });

  it("keeps sheets the page adopted into the shadow root itself", () => {
    const element = host();
    const shadow = element.attachShadow({ mode: "open" });
    const pageSheet = new CSSStyleSheet();
    shadow.adoptedStyleSheets = [pageSheet];
    const widget = mount(element);
    expect(shadow.adoptedStyleSheets[0]).toBe(pageSheet);
    unmount(widget);
    expect(shadow.adoptedStyleSheets).toEqual([pageSheet]);
  });
});

describe("unmount leaves nothing behind", () => {
  it("empties the shadow root and gives back the SDK", () => {
    const element = host();
    const widget = mount(element, { api: "http://localhost:3000/api" });
    expect(sdkUsers().get("http://localhost:3000/api")).toBe(1);
    unmount(widget);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(sdkUsers().get("http://localhost:3000/api") ?? 0).toBe(0);
  });

  it("is idempotent, and an emit after unmount dispatches nothing", () => {
    const element = host();
    const onSubmit = vi.fn();
    const widget = mount(element, { onSubmit });
    const { emit } = seen.context as NonNullable<typeof seen.context>;
    unmount(widget);
    act(() => widget.unmount());
    const listener = vi.fn();
    element.addEventListener("foyer:submit", listener);
    emit("foyer:submit", { submission: { id: "late" } });
    expect(listener).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("50 mount/unmount cycles add no window or document listeners", () => {
    const element = host();
    // React registers its document-level `selectionchange` listener once per document: warm up.
    unmount(mount(element));
    const counts = new Map<string, number>();
    for (const target of [window, document] as EventTarget[]) {
      const name = target === window ? "window" : "document";
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
        counts.set(`${name}:${type}`, (counts.get(`${name}:${type}`) ?? 0) + 1);
        add(type, listener, options);
      });
      vi.spyOn(target, "removeEventListener").mockImplementation((type, listener, options) => {
        counts.set(`${name}:${type}`, (counts.get(`${name}:${type}`) ?? 0) - 1);
        remove(type, listener, options);
      });
    }
    for (let cycle = 0; cycle < 50; cycle++) {
      const widget = mount(element, { theme: cycle % 2 ? "dark" : "light" });
      act(() => element.shadowRoot?.querySelector("button")?.click());
      unmount(widget);
    }
    const leftOver = [...counts].filter(([, count]) => count !== 0);
    expect(leftOver).toEqual([]);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(sharedSheetCount(document)).toBe(0);
  });
});

describe("events: bubbling, composed CustomEvents on the host, and the matching callback", () => {
  it("dispatches foyer:ready and foyer:submit that cross shadow boundaries, and calls the callbacks", () => {
    const outer = host();
    const outerShadow = outer.attachShadow({ mode: "open" });
    const element = document.createElement("div");
    outerShadow.append(element);
    const heard: Array<{ type: string; detail: unknown; composed: boolean; bubbles: boolean }> = [];
    const listen = (event: Event) =>
      heard.push({
        type: event.type,
        detail: (event as CustomEvent).detail,
        composed: event.composed,
        bubbles: event.bubbles,
      });
    document.addEventListener("foyer:ready", listen);
    document.addEventListener("foyer:submit", listen);
    const onReady = vi.fn();
    const onSubmit = vi.fn();
    mount(element, { onReady, onSubmit });
    act(() => element.shadowRoot?.querySelector("button")?.click());
    document.removeEventListener("foyer:ready", listen);
    document.removeEventListener("foyer:submit", listen);
    expect(heard).toEqual([
      { type: "foyer:ready", detail: null, composed: true, bubbles: true },
      { type: "foyer:submit", detail: { submission: { id: "s-1" } }, composed: true, bubbles: true },
    ]);
    expect(onReady).toHaveBeenCalledWith(null);
    expect(onSubmit).toHaveBeenCalledWith({ submission: { id: "s-1" } });
  });

  it("uses the callbacks given to the latest update", () => {
    const element = host();
    const before = vi.fn();
    const after = vi.fn();
    const widget = mount(element, { onSubmit: before });
    act(() => widget.update({ label: "Hello" }, { onSubmit: after, css: [standInCss] }));
    act(() => element.shadowRoot?.querySelector("button")?.click());
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledOnce();
  });

  it("a widget that crashes shows the error text and emits foyer:error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const element = host();
    const onError = vi.fn();
    mount(element, { props: { label: "x", crash: true }, onError });
    expect(element.shadowRoot?.querySelector('[part="error"]')?.textContent).toBe(
      "Oh no! Something went wrong, please try again.",
    );
    expect(onError).toHaveBeenCalledWith({ message: "Oh no! Something went wrong, please try again." });
  });
});

describe("theme: light by default, dark by option or by the host's theme attribute", () => {
  it("marks the container and tells the widget", () => {
    const element = host();
    const widget = mount(element);
    expect(element.shadowRoot?.querySelector(".foyer-root")?.getAttribute("data-theme")).toBe("light");
    expect(seen.context?.theme).toBe("light");
    act(() => widget.update({ label: "Hello" }, { theme: "dark", css: [standInCss] }));
    expect(element.shadowRoot?.querySelector(".foyer-root")?.getAttribute("data-theme")).toBe("dark");
    expect(element.shadowRoot?.querySelector(".stand-in")?.getAttribute("data-theme-seen")).toBe("dark");
  });

  it("adopts the dark sheet only while dark, and the base sheet declares both palettes", () => {
    const element = host();
    const widget = mount(element, { theme: "dark" });
    const texts = () =>
      (element.shadowRoot?.adoptedStyleSheets ?? []).map((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText).join("\n"),
      );
    expect(texts()).toHaveLength(3);
    expect(texts()[0]).toContain(':host([theme="dark"])');
    expect(texts()[1]).toContain("--foyer-color-scheme: dark");
    act(() => widget.update({ label: "Hello" }, { theme: "light", css: [standInCss] }));
    expect(texts()).toHaveLength(2);
  });
});

describe("the SDK: one per API per page; prefixed storage when the API is on another origin", () => {
  it("shares one SDK between widgets on the same API", () => {
    mount(host(), { api: "http://localhost:3000/api" });
    const first = seen.context?.sdk;
    mount(host(), { api: "http://localhost:3000/api/" });
    expect(seen.context?.sdk).toBe(first);
    expect(first?.config.baseUrl).toBe("http://localhost:3000/api");
  });

  it("keeps tokens under foyer:-prefixed keys when the API is cross-origin", () => {
    localStorage.setItem("access_token", "the host page's own");
    mount(host(), { api: "https://api.example.org/api" });
    seen.context?.sdk.tokens.set({ access_token: "a", id_token: "b", refresh_token: "c" });
    expect(localStorage.getItem("foyer:access_token")).toBe("a");
    expect(localStorage.getItem("access_token")).toBe("the host page's own");
    seen.context?.sdk.tokens.clear();
    expect(localStorage.getItem("access_token")).toBe("the host page's own");
  });

  it("switches to the new API's SDK when the api setting changes, closing the unused one", () => {
    const widget = mount(host(), { api: "https://one.example/api" });
    const first = seen.context?.sdk;
    act(() => widget.update({ label: "Hello" }, { api: "https://two.example/api", css: [standInCss] }));
    expect(seen.context?.sdk).not.toBe(first);
    expect(seen.context?.sdk.config.baseUrl).toBe("https://two.example/api");
    expect(sdkUsers().has("https://one.example/api")).toBe(false);
    expect(sdkUsers().get("https://two.example/api")).toBe(1);
  });

  it("uses the page's keys as they are on the page's own origin", () => {
    mount(host(), { api: `${location.origin}/api` });
    seen.context?.sdk.tokens.set({ access_token: "a", id_token: "b", refresh_token: "c" });
    expect(localStorage.getItem("access_token")).toBe("a");
  });
});
