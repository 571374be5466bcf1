import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type MountedWidget, mountWidget } from "../runtime/mount-widget.js";
import { sharedSheetCount } from "../runtime/stylesheets.js";
import { useWidgetCss } from "../runtime/useWidgetCss.js";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const ownCss = ".own { margin: 0; }";
const partCss = ".part { padding: 0; }";

/** A part loaded on demand (a dropdown, a date picker): it brings its own styles. */
function Part() {
  useWidgetCss(partCss);
  return <span className="part" />;
}

function WithParts({ parts }: { parts: number }) {
  return (
    <div className="own">
      {Array.from({ length: parts }, (_, index) => (
        <Part key={String(index)} />
      ))}
    </div>
  );
}

const live: MountedWidget<{ parts: number }>[] = [];
afterEach(() => {
  for (const widget of live.splice(0)) act(() => widget.unmount());
  document.body.replaceChildren();
});

function mount(parts: number, css: string[] = [ownCss]) {
  const host = document.createElement("div");
  document.body.append(host);
  let widget: MountedWidget<{ parts: number }> | undefined;
  act(() => {
    widget = mountWidget(host, { component: WithParts, props: { parts }, css });
  });
  if (!widget) throw new Error("not mounted");
  live.push(widget);
  const texts = () =>
    [...(host.shadowRoot?.adoptedStyleSheets ?? [])].map((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText).join(""),
    );
  return { host, widget, texts };
}

const isPart = (text: string) => text.includes(".part");
const isOwn = (text: string) => text.includes(".own");

describe("parts loaded on demand bring their styles (issue 3: not in every form's first download)", () => {
  it("adopts a part's sheet while it shows, once for many, and gives it back with the last", () => {
    const { widget, texts } = mount(0);
    expect(texts().filter(isPart)).toHaveLength(0);
    act(() => widget.update({ parts: 3 }));
    expect(texts().filter(isPart)).toHaveLength(1);
    expect(isPart(texts().at(-1) ?? "")).toBe(true);
    act(() => widget.update({ parts: 1 }));
    expect(texts().filter(isPart)).toHaveLength(1);
    act(() => widget.update({ parts: 0 }));
    expect(texts().filter(isPart)).toHaveLength(0);
  });

  it("keeps the parts' sheets after the widget's own when a theme change adopts those again", () => {
    const { widget, texts } = mount(1);
    act(() => widget.update({ parts: 1 }, { css: [ownCss], theme: "dark" }));
    const adopted = texts();
    expect(adopted.findIndex(isOwn)).toBeLessThan(adopted.findIndex(isPart));
    expect(isPart(adopted.at(-1) ?? "")).toBe(true);
  });

  it("leaves a sheet the widget adopts itself to the widget", () => {
    const { widget, texts } = mount(1, [ownCss, partCss]);
    expect(texts().filter(isPart)).toHaveLength(1);
    act(() => widget.update({ parts: 0 }));
    expect(texts().filter(isPart)).toHaveLength(1);
  });

  it("leaves no sheet behind on unmount", () => {
    const before = sharedSheetCount(document);
    const { widget, host } = mount(2);
    act(() => widget.unmount());
    expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(0);
    expect(sharedSheetCount(document)).toBe(before);
  });
});
