import { act, cleanup, render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplicationForm, FollowupForm, IntakeForm, SubmissionForm } from "../react.js";
import { sharedSheetCount } from "../runtime/stylesheets.js";

vi.mock("../forms/FormWidget.js", async () => ({
  FormWidget: (await import("./form-stand-in.js")).FormStandIn,
}));

afterEach(async () => {
  cleanup();
  await act(async () => {});
});

const shadowOf = (container: HTMLElement) => {
  const host = container.querySelector<HTMLElement>("[data-foyer-widget]");
  if (!host?.shadowRoot) throw new Error("no widget host with a shadow root");
  return { host, shadow: host.shadowRoot };
};
const shown = (container: HTMLElement) => shadowOf(container).shadow.querySelector("output")?.textContent;
const click = (container: HTMLElement, name: string) =>
  act(() => {
    for (const button of shadowOf(container).shadow.querySelectorAll("button")) {
      if (button.textContent === name) button.click();
    }
  });

describe("the React components render a host element and mount the form in its shadow root", () => {
  it.each([
    ["IntakeForm", <IntakeForm key="i" eventSlug="summit" intakeId="i-1" />, "intake summit i-1 - -"],
    [
      "SubmissionForm",
      <SubmissionForm key="s" eventSlug="summit" formId="f-1" submissionId="s-1" stepId="two" />,
      "submission summit f-1 s-1 two",
    ],
    [
      "ApplicationForm",
      <ApplicationForm key="a" formSlug="exhibitors" formId="f-2" />,
      "application exhibitors f-2 - -",
    ],
    ["FollowupForm", <FollowupForm key="f" formSlug="speakers" formId="f-3" />, "followup speakers f-3 - -"],
  ])("%s", (_name, element, expected) => {
    const { container } = render(element);
    expect(shown(container)).toBe(expected);
    expect(shadowOf(container).host.childNodes).toHaveLength(0);
  });

  it("passes preview to the follow-up form", () => {
    const { container } = render(<FollowupForm formSlug="s" formId="f" preview />);
    expect(shadowOf(container).shadow.querySelector("form")?.getAttribute("data-preview")).toBe("true");
  });

  it("re-renders the widget when props change, in the same shadow root", () => {
    const { container, rerender } = render(<SubmissionForm eventSlug="summit" formId="f-1" />);
    const { shadow } = shadowOf(container);
    rerender(<SubmissionForm eventSlug="summit" formId="f-1" stepId="details" theme="dark" />);
    expect(shown(container)).toBe("submission summit f-1 - details");
    expect(shadowOf(container).shadow).toBe(shadow);
    expect(shadow.querySelector("form")?.getAttribute("data-theme-seen")).toBe("dark");
  });

  it("unmounts the widget with the component: shadow root emptied, sheets released", async () => {
    const { container, unmount } = render(<IntakeForm eventSlug="summit" intakeId="i-1" />);
    const { shadow } = shadowOf(container);
    expect(sharedSheetCount(document)).toBeGreaterThan(0);
    unmount();
    await act(async () => {});
    expect(shadow.childNodes).toHaveLength(0);
    expect(shadow.adoptedStyleSheets).toHaveLength(0);
    expect(sharedSheetCount(document)).toBe(0);
  });

  it("mounts one widget under StrictMode's double effects", async () => {
    const onReady = vi.fn();
    const { container } = render(
      <StrictMode>
        <SubmissionForm eventSlug="summit" formId="f-1" onReady={onReady} />
      </StrictMode>,
    );
    await act(async () => {});
    const { shadow } = shadowOf(container);
    expect(shadow.querySelectorAll("form")).toHaveLength(1);
    expect(shown(container)).toBe("submission summit f-1 - -");
  });
});

describe("callbacks and events", () => {
  it("calls onReady, onSubmit, onStepChange and onSubmissionCreated; events bubble out of the host", () => {
    const onReady = vi.fn();
    const onSubmit = vi.fn();
    const onStepChange = vi.fn();
    const onSubmissionCreated = vi.fn();
    const heard = vi.fn();
    document.addEventListener("foyer:submit", heard);
    const { container } = render(
      <SubmissionForm
        eventSlug="summit"
        formId="f-1"
        onReady={onReady}
        onSubmit={onSubmit}
        onStepChange={onStepChange}
        onSubmissionCreated={onSubmissionCreated}
      />,
    );
    click(container, "Next");
    click(container, "Submit");
    document.removeEventListener("foyer:submit", heard);
    expect(onReady).toHaveBeenCalledWith({ form: { id: "f-1" } });
    expect(onStepChange).toHaveBeenCalledWith("next-step");
    expect(onSubmissionCreated).toHaveBeenCalledWith("sub-9");
    expect(onSubmit).toHaveBeenCalledWith({ submission: { id: "sub-9" } });
    expect(heard).toHaveBeenCalledOnce();
  });

  it("uses the latest callback after a re-render", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { container, rerender } = render(<IntakeForm eventSlug="s" intakeId="i" onSubmit={first} />);
    rerender(<IntakeForm eventSlug="s" intakeId="i" onSubmit={second} />);
    click(container, "Submit");
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it("reports missing required props with foyer:error instead of rendering", () => {
    const onError = vi.fn();
    const { container } = render(<SubmissionForm eventSlug="" formId="f-1" onError={onError} />);
    expect(onError).toHaveBeenCalledWith({
      message: "Foyer submission-form: missing eventSlug (attribute event-slug)",
    });
    expect(
      container.querySelector("[data-foyer-widget]")?.shadowRoot?.querySelector("form") ?? null,
    ).toBeNull();
  });
});
