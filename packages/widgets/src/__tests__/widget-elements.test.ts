import { afterEach, describe, expect, it, vi } from "vitest";
import { defineWidgetElements } from "../elements/widget-element.js";
import {
  type FoyerMountOptions,
  optionsFromAttributes,
  type WidgetHandle,
} from "../elements/widget-options.js";
import { widgetTable } from "../elements/widget-table.js";

const calls: Array<{ kind: "mount" | "update" | "unmount"; host: HTMLElement; options?: FoyerMountOptions }> =
  [];
function fakeMount(host: HTMLElement, options: FoyerMountOptions): WidgetHandle {
  calls.push({ kind: "mount", host, options });
  return {
    update: (next) => calls.push({ kind: "update", host, options: next }),
    unmount: () => calls.push({ kind: "unmount", host }),
  };
}
defineWidgetElements(fakeMount);

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(async () => {
  document.body.replaceChildren();
  await microtask();
  calls.length = 0;
});

describe("custom elements: the four forms and the import wizard, named as the public surface says", () => {
  it("defines foyer-intake-form, foyer-submission-form, foyer-application-form, foyer-followup-form", () => {
    for (const tag of [
      "foyer-intake-form",
      "foyer-submission-form",
      "foyer-application-form",
      "foyer-followup-form",
      "foyer-import-wizard",
      "foyer-record-picker",
      "foyer-portal",
      "foyer-agenda",
    ]) {
      expect(customElements.get(tag), tag).toBeDefined();
    }
  });

  it("never redefines an element (a second call, another bundle or the loader)", () => {
    const before = customElements.get("foyer-submission-form");
    const define = vi.spyOn(customElements, "define");
    defineWidgetElements(fakeMount);
    expect(define).not.toHaveBeenCalled();
    expect(customElements.get("foyer-submission-form")).toBe(before);
  });
});

describe("attributes become mount options (kebab-case → camelCase)", () => {
  it.each([
    [
      "foyer-intake-form",
      '<foyer-intake-form event-slug="summit" intake-id="i-1">',
      {
        widget: "intake-form",
        eventSlug: "summit",
        intakeId: "i-1",
      },
    ],
    [
      "foyer-submission-form",
      '<foyer-submission-form event-slug="summit" form-id="f-1" submission-id="s-1" step-id="two" api="https://x.test/api" theme="dark">',
      {
        widget: "submission-form",
        eventSlug: "summit",
        formId: "f-1",
        submissionId: "s-1",
        stepId: "two",
        api: "https://x.test/api",
        theme: "dark",
      },
    ],
    [
      "foyer-application-form",
      '<foyer-application-form form-slug="exhibitors" form-id="f-2">',
      {
        widget: "application-form",
        formSlug: "exhibitors",
        formId: "f-2",
      },
    ],
    [
      "foyer-followup-form",
      '<foyer-followup-form form-slug="speakers" form-id="f-3" preview>',
      {
        widget: "followup-form",
        formSlug: "speakers",
        formId: "f-3",
        preview: true,
      },
    ],
    [
      "foyer-import-wizard",
      '<foyer-import-wizard event-id="e-1" module-id="m-1" theme="dark">',
      { widget: "import-wizard", eventId: "e-1", moduleId: "m-1", theme: "dark" },
    ],
    [
      "foyer-record-picker",
      '<foyer-record-picker event-id="e-1" module-id="m-1" mode="speaker">',
      { widget: "record-picker", eventId: "e-1", moduleId: "m-1", mode: "speaker" },
    ],
    [
      "foyer-portal",
      '<foyer-portal portal-slug="speakers" portal-id="p-1" location="hash">',
      { widget: "portal", portalSlug: "speakers", portalId: "p-1", location: "hash" },
    ],
    [
      "foyer-agenda",
      '<foyer-agenda event-slug="foyer-summit-2027" theme="dark">',
      { widget: "agenda", eventSlug: "foyer-summit-2027", theme: "dark" },
    ],
  ])("%s mounts with its attributes on connect", (_tag, html, expected) => {
    document.body.innerHTML = `${html}</${_tag}>`;
    expect(calls).toEqual([{ kind: "mount", host: document.body.firstElementChild, options: expected }]);
  });

  it("ignores attributes the widget does not read", () => {
    const element = document.createElement("foyer-intake-form");
    element.setAttribute("form-id", "not-an-intake-attribute");
    element.setAttribute("class", "x");
    expect(optionsFromAttributes(element, "intake-form")).toEqual({ widget: "intake-form" });
  });

  it("lists exactly the attributes of its widget plus api and theme as observed", () => {
    const observed = (
      customElements.get("foyer-submission-form") as unknown as { observedAttributes: string[] }
    ).observedAttributes;
    expect(observed).toEqual([...widgetTable["submission-form"].attributes, "api", "theme"]);
  });
});

describe("lifecycle: connect mounts, attribute changes update, disconnect unmounts", () => {
  it("updates with all current options when an observed attribute changes", () => {
    document.body.innerHTML = '<foyer-submission-form event-slug="a" form-id="f"></foyer-submission-form>';
    const element = document.body.firstElementChild as HTMLElement;
    element.setAttribute("step-id", "details");
    element.setAttribute("data-anything", "ignored");
    expect(calls.map((call) => call.kind)).toEqual(["mount", "update"]);
    expect(calls[1]?.options).toEqual({
      widget: "submission-form",
      eventSlug: "a",
      formId: "f",
      stepId: "details",
    });
  });

  it("unmounts after a microtask once disconnected", async () => {
    document.body.innerHTML = '<foyer-intake-form event-slug="a" intake-id="i"></foyer-intake-form>';
    (document.body.firstElementChild as HTMLElement).remove();
    expect(calls.map((call) => call.kind)).toEqual(["mount"]);
    await microtask();
    expect(calls.map((call) => call.kind)).toEqual(["mount", "unmount"]);
  });

  it("keeps the widget when the element is moved within one task", async () => {
    document.body.innerHTML =
      '<div id="a"><foyer-intake-form event-slug="a" intake-id="i"></foyer-intake-form></div><div id="b"></div>';
    const element = document.querySelector("foyer-intake-form") as HTMLElement;
    document.getElementById("b")?.append(element);
    await microtask();
    expect(calls.map((call) => call.kind)).toEqual(["mount"]);
  });

  it("mounts again when reconnected after an unmount", async () => {
    const element = document.createElement("foyer-application-form");
    element.setAttribute("form-slug", "s");
    element.setAttribute("form-id", "f");
    document.body.append(element);
    element.remove();
    await microtask();
    document.body.append(element);
    expect(calls.map((call) => call.kind)).toEqual(["mount", "unmount", "mount"]);
  });
});
