import type { FormStep } from "@foyer/domain";
import { fireEvent, waitFor } from "@testing-library/react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deepActiveElement } from "../forms/focus-target.js";
import {
  createFakeApi,
  createTestSdk,
  makeForm,
  renderForm,
  submissionProps,
  unmountForms,
} from "./form-test-kit.js";

afterEach(unmountForms);

const steps: FormStep[] = [
  {
    id: "talk",
    title: "Your talk",
    fields: [
      { id: "title", type: "text", label: "Title", required: true },
      {
        id: "abstract",
        type: "textarea",
        label: "Abstract",
        required: true,
        description: "Two paragraphs at most.",
      },
    ],
  },
  {
    id: "logistics",
    title: "Logistics",
    fields: [{ id: "days", type: "eventDays", label: "Days you can present", required: true }],
  },
  {
    id: "consent",
    title: "Consent",
    fields: [{ id: "coc", type: "checkbox", label: "I agree to the code of conduct", required: true }],
  },
];

async function open(props: Partial<Parameters<typeof renderForm>[0]> = {}) {
  const api = createFakeApi([makeForm(steps)]);
  const onStepChange = vi.fn();
  const view = renderForm({ ...submissionProps(), onStepChange, ...props }, { sdk: createTestSdk(api) });
  await screen.findByShadowRole("navigation", { name: "Form steps" });
  return { api, view, onStepChange };
}

const active = () => deepActiveElement(document);
const next = () => fireEvent.click(screen.getByShadowRole("button", { name: "Next" }));

function fillFirstStep() {
  fireEvent.change(screen.getByShadowLabelText("Title"), { target: { value: "Signals" } });
  fireEvent.change(screen.getByShadowLabelText("Abstract"), { target: { value: "About signals." } });
}

describe("stepper: steps with titles, current and complete states", () => {
  it("lists every step, marks the current one with aria-current='step'", async () => {
    await open();
    const stepper = screen.getByShadowRole("navigation", { name: "Form steps" });
    const items = stepper.querySelectorAll("li");
    expect([...items].map((item) => item.querySelector(".foyer-stepper__title")?.textContent)).toEqual([
      "Your talk",
      "Logistics",
      "Consent",
    ]);
    expect(items[0]?.getAttribute("data-state")).toBe("current");
    expect(items[0]?.querySelector("[aria-current='step']")).toBeTruthy();
    expect(items[0]?.getAttribute("part")).toBe("step");
    expect(screen.getByShadowRole("heading", { name: "Your talk" })).toBeTruthy();
    expect(screen.getByShadowText("Step 1 of 3")).toBeTruthy();
  });

  it("after Next the first step is complete and can be reopened from the stepper", async () => {
    const { onStepChange } = await open();
    fillFirstStep();
    next();
    await screen.findByShadowRole("heading", { name: "Logistics" });
    const items = screen.getByShadowRole("navigation", { name: "Form steps" }).querySelectorAll("li");
    expect(items[0]?.getAttribute("data-state")).toBe("complete");
    expect(items[1]?.querySelector("[aria-current='step']")).toBeTruthy();
    fireEvent.click(screen.getByShadowRole("button", { name: /Your talk/ }));
    expect(await screen.findByShadowRole("heading", { name: "Your talk" })).toBeTruthy();
    expect(onStepChange.mock.calls).toEqual([["logistics"], ["talk"]]);
  });
});

describe("no default step title shown to participants (issue 22)", () => {
  const untitled: FormStep[] = [
    // The editor's old default title in its own place reads as no title.
    { ...steps[0], title: "Step 1" } as FormStep,
    { ...steps[1], title: "" } as FormStep,
    steps[2] as FormStep,
  ];

  it("a step without a title shows no heading; 'Step 1 of 3' is its heading for screen readers only", async () => {
    const api = createFakeApi([makeForm(untitled)]);
    renderForm(submissionProps(), { sdk: createTestSdk(api) });
    await screen.findByShadowRole("navigation", { name: "Form steps" });
    const heading = screen.getByShadowRole("heading", { name: "Step 1 of 3" });
    expect(heading.className).toBe("foyer-visually-hidden");
    expect(heading.closest("section")?.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(
      screen.queryByShadowText("Step 1", { exact: true, selector: ":not(.foyer-visually-hidden)" }),
    ).toBeNull();
    expect(heading.getRootNode()).not.toBe(document);
    const root = heading.getRootNode() as ShadowRoot;
    expect(root.querySelector(".foyer-step__count")).toBeNull();
    expect(root.querySelector(".foyer-step__title")).toBeNull();
    // The stepper names untitled steps by their number, visually hidden; titled ones by their title.
    const items = screen.getByShadowRole("navigation", { name: "Form steps" }).querySelectorAll("li");
    expect(
      [...items].map((item) => item.querySelector(".foyer-stepper__title")?.textContent ?? null),
    ).toEqual([null, null, "Consent"]);
    expect(items[1]?.querySelector(".foyer-visually-hidden")?.textContent).toBe("Step 2");
  });

  it("a single untitled step has no heading at all", async () => {
    const api = createFakeApi([makeForm([{ ...steps[2], title: "" } as FormStep])]);
    renderForm(submissionProps(), { sdk: createTestSdk(api) });
    await screen.findByShadowLabelText(/I agree to the code of conduct/);
    expect(screen.queryAllByShadowRole("heading", { level: 3 })).toEqual([]);
  });
});

describe("Next validates the current step and focuses the first invalid field", () => {
  it("blocks Next, shows the messages beside the fields and focuses the first", async () => {
    const { onStepChange } = await open();
    next();
    const alert = await screen.findByShadowRole("alert");
    expect(alert.textContent).toContain("Please correct the highlighted fields.");
    const title = screen.getByShadowLabelText("Title");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    const errorId = title.getAttribute("aria-describedby") ?? "";
    expect(
      title.getRootNode() instanceof ShadowRoot &&
        (title.getRootNode() as ShadowRoot).getElementById(errorId)?.textContent,
    ).toBe("This field is required");
    await waitFor(() => expect(active()).toBe(title));
    expect(screen.getByShadowRole("heading", { name: "Your talk" })).toBeTruthy();
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it("ties help and error to the field with aria-describedby", async () => {
    await open();
    fireEvent.change(screen.getByShadowLabelText("Title"), { target: { value: "Signals" } });
    next();
    const abstract = await screen.findByShadowLabelText("Abstract");
    await waitFor(() => expect(active()).toBe(abstract));
    const ids = (abstract.getAttribute("aria-describedby") ?? "").split(" ");
    const root = abstract.getRootNode() as ShadowRoot;
    expect(ids.map((id) => root.getElementById(id)?.textContent)).toEqual([
      "Two paragraphs at most.",
      "This field is required",
    ]);
  });

  it("a message goes away when the field is changed", async () => {
    await open();
    next();
    await screen.findByShadowText("Please correct the highlighted fields.");
    const title = screen.getByShadowLabelText("Title");
    fireEvent.change(title, { target: { value: "Signals" } });
    expect(title.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getAllByShadowText("This field is required")).toHaveLength(1);
  });

  it("only the current step's required fields block Next", async () => {
    const { onStepChange } = await open();
    fillFirstStep();
    next();
    expect(await screen.findByShadowRole("heading", { name: "Logistics" })).toBeTruthy();
    expect(onStepChange).toHaveBeenCalledWith("logistics");
    // The step title takes focus so keyboard and screen reader users know where they are.
    await waitFor(() => expect(active()?.textContent).toBe("Logistics"));
  });

  it("Enter in a field submits the form, which moves to the next step", async () => {
    await open();
    fillFirstStep();
    fireEvent.submit(screen.getByShadowLabelText("Title").closest("form") as HTMLFormElement);
    expect(await screen.findByShadowRole("heading", { name: "Logistics" })).toBeTruthy();
  });

  it("the error summary offers a way to each invalid field", async () => {
    await open();
    next();
    const link = await screen.findByShadowRole("button", { name: "Abstract: This field is required" });
    fireEvent.click(link);
    await waitFor(() => expect(active()).toBe(screen.getByShadowLabelText("Abstract")));
  });
});

describe("onStepChange and props.stepId", () => {
  it("starts on props.stepId and follows later changes of it", async () => {
    const { view } = await open({ stepId: "consent" });
    expect(screen.getByShadowRole("heading", { name: "Consent" })).toBeTruthy();
    view.rerender({ ...submissionProps(), stepId: "logistics" });
    expect(await screen.findByShadowRole("heading", { name: "Logistics" })).toBeTruthy();
  });

  it("Back goes to the previous step and reports it", async () => {
    const { onStepChange } = await open({ stepId: "logistics" });
    fireEvent.click(screen.getByShadowRole("button", { name: "Back" }));
    expect(await screen.findByShadowRole("heading", { name: "Your talk" })).toBeTruthy();
    expect(onStepChange).toHaveBeenLastCalledWith("talk");
  });
});

describe("field-level messages from the server's details", () => {
  it("shows each message beside its field and opens the step of the first", async () => {
    const { api } = await open();
    fillFirstStep();
    next();
    fireEvent.click(await screen.findByShadowRole("checkbox", { name: "Mon, Jun 2, 2025" }));
    next();
    fireEvent.click(await screen.findByShadowRole("checkbox", { name: "I agree to the code of conduct" }));
    // Step changes saved a draft, so the submit updates it.
    expect(api.requestsTo("POST", /\/submissions$/)).toHaveLength(1);
    api.failNext("PUT", /\/submissions\/[^/]+$/, () =>
      api.apiError(400, "VALIDATION_ERROR", "title: Use at most 150 characters", [
        { path: "title", message: "Use at most 150 characters" },
        { path: "coc", message: "You must agree to continue" },
      ]),
    );
    fireEvent.click(screen.getByShadowRole("button", { name: "Submit" }));
    expect(await screen.findByShadowRole("heading", { name: "Your talk" })).toBeTruthy();
    const title = screen.getByShadowLabelText("Title");
    await waitFor(() => expect(active()).toBe(title));
    expect(screen.getAllByShadowText("Use at most 150 characters").length).toBeGreaterThan(0);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect((title as HTMLInputElement).value).toBe("Signals");
    // The other step's message waits beside its field.
    fireEvent.click(
      screen.getByShadowRole("button", {
        name: "I agree to the code of conduct: You must agree to continue",
      }),
    );
    expect(await screen.findByShadowRole("heading", { name: "Consent" })).toBeTruthy();
    expect(screen.getAllByShadowText("You must agree to continue").length).toBeGreaterThan(0);
  });
});
