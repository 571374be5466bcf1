import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defineFoyerElements } from "../elements.js";
import { mount } from "../index.js";

vi.mock("../forms/FormWidget.js", async () => ({
  FormWidget: (await import("./form-stand-in.js")).FormStandIn,
}));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  defineFoyerElements();
});

afterEach(async () => {
  await act(async () => document.body.replaceChildren());
});

const output = (host: Element) => host.shadowRoot?.querySelector("output")?.textContent;

describe("defineFoyerElements(): the custom elements with the real runtime", () => {
  it("renders <foyer-submission-form> from its attributes and follows attribute changes", async () => {
    await act(async () => {
      document.body.innerHTML =
        '<foyer-submission-form event-slug="foyer-summit-2027" form-id="5a8e" theme="dark"></foyer-submission-form>';
    });
    const element = document.querySelector("foyer-submission-form") as HTMLElement;
    expect(output(element)).toBe("submission foyer-summit-2027 5a8e - -");
    expect(element.shadowRoot?.querySelector("form")?.getAttribute("data-theme-seen")).toBe("dark");
    await act(async () => element.setAttribute("step-id", "talk"));
    expect(output(element)).toBe("submission foyer-summit-2027 5a8e - talk");
  });

  it("empties its shadow root once removed", async () => {
    await act(async () => {
      document.body.innerHTML = '<foyer-intake-form event-slug="e" intake-id="i"></foyer-intake-form>';
    });
    const element = document.querySelector("foyer-intake-form") as HTMLElement;
    await act(async () => element.remove());
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it("says which attributes are missing, then renders once they are set", async () => {
    const heard: unknown[] = [];
    const element = document.createElement("foyer-application-form");
    element.addEventListener("foyer:error", (event) => heard.push((event as CustomEvent).detail));
    element.setAttribute("form-slug", "exhibitors");
    await act(async () => document.body.append(element));
    expect(heard).toEqual([{ message: "Foyer application-form: missing formId (attribute form-id)" }]);
    await act(async () => element.setAttribute("form-id", "f-2"));
    expect(output(element)).toBe("application exhibitors f-2 - -");
  });
});

describe("mount() from @foyer/widgets: Foyer.mount without the loader", () => {
  it("mounts on any element, updates, switches widget and unmounts", async () => {
    const host = document.createElement("section");
    document.body.append(host);
    let handle: ReturnType<typeof mount> | undefined;
    await act(async () => {
      handle = mount(host, { widget: "intake-form", eventSlug: "e", intakeId: "i" });
    });
    expect(output(host)).toBe("intake e i - -");
    await act(async () =>
      handle?.update({ widget: "followup-form", formSlug: "s", formId: "f", preview: true }),
    );
    expect(output(host)).toBe("followup s f - -");
    expect(host.shadowRoot?.querySelector("form")?.getAttribute("data-preview")).toBe("true");
    await act(async () => handle?.unmount());
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
  });
});
