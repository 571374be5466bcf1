import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defineFoyerElements } from "../elements.js";
import type { ImportWizardProps } from "../import-wizard/ImportWizard.js";
import { importWizardCss } from "../import-wizard/import-wizard.css.js";
import { mount } from "../index.js";
import { ImportWizard } from "../react.js";

// The wizard itself is tested in import-wizard.test.tsx; here, how it is mounted.
vi.mock("../import-wizard/ImportWizard.js", () => ({
  ImportWizard: (props: ImportWizardProps) => (
    <output>
      {props.eventId} {props.moduleId} {String(props.proTip ?? "-")}
    </output>
  ),
}));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  defineFoyerElements();
});

afterEach(async () => {
  cleanup();
  await act(async () => document.body.replaceChildren());
});

const output = (host: Element) => host.shadowRoot?.querySelector("output")?.textContent;

describe("foyer-import-wizard: event-id and module-id (ARCHITECTURE 'Public surface')", () => {
  it("renders from its attributes and follows their changes", async () => {
    await act(async () => {
      document.body.innerHTML = '<foyer-import-wizard event-id="e-1" module-id="m-1"></foyer-import-wizard>';
    });
    const element = document.querySelector("foyer-import-wizard") as HTMLElement;
    expect(output(element)).toBe("e-1 m-1 -");
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(
      sheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(".foyer-iw"))),
    ).toBe(true);
    expect(importWizardCss).toContain("max-width: 1019px");
    await act(async () => element.setAttribute("module-id", "m-2"));
    expect(output(element)).toBe("e-1 m-2 -");
  });

  it("says which attribute is missing", async () => {
    const heard: unknown[] = [];
    const element = document.createElement("foyer-import-wizard");
    element.addEventListener("foyer:error", (event) => heard.push((event as CustomEvent).detail));
    element.setAttribute("event-id", "e-1");
    await act(async () => document.body.append(element));
    expect(heard).toEqual([{ message: "Foyer import-wizard: missing moduleId (attribute module-id)" }]);
  });
});

describe("mount() and the React component", () => {
  it("mount(el, { widget: 'import-wizard', … }) mounts it and unmount empties the shadow root", async () => {
    const host = document.createElement("section");
    document.body.append(host);
    let handle: ReturnType<typeof mount> | undefined;
    await act(async () => {
      handle = mount(host, { widget: "import-wizard", eventId: "e-1", moduleId: "m-1", proTip: false });
    });
    expect(output(host)).toBe("e-1 m-1 false");
    await act(async () => handle?.unmount());
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
  });

  it("<ImportWizard eventId moduleId /> from @foyer/widgets/react", () => {
    const { container } = render(<ImportWizard eventId="e-9" moduleId="m-9" proTip="Export it first." />);
    const host = container.querySelector<HTMLElement>('[data-foyer-widget="import-wizard"]');
    expect(host && output(host)).toBe("e-9 m-9 Export it first.");
  });
});
