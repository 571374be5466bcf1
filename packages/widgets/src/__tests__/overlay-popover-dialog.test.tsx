import { createFoyerSdk, createMemoryStorage } from "@foyer/sdk";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { screen } from "shadow-dom-testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deepActiveElement } from "../forms/focus-target.js";
import { Dialog } from "../overlays/Dialog.js";
import { Popover } from "../overlays/Popover.js";
import { WidgetContext } from "../runtime/widget-context.js";

const hosts: HTMLElement[] = [];
afterEach(() => {
  cleanup();
  for (const host of hosts.splice(0)) host.remove();
});

/** Renders `ui` in an open shadow root with the portal root inside it, as the runtime does. */
function renderInShadow(ui: ReactNode) {
  const host = document.createElement("div");
  document.body.append(host);
  hosts.push(host);
  const shadowRoot = host.attachShadow({ mode: "open" });
  const container = document.createElement("div");
  const portalRoot = document.createElement("div");
  shadowRoot.append(container, portalRoot);
  const sdk = createFoyerSdk({
    fetch: vi.fn(),
    storage: createMemoryStorage(),
    locks: null,
    baseUrl: "http://t/api",
  });
  const value = { host, shadowRoot, portalRoot, sdk, theme: "light" as const, emit: vi.fn() };
  const result = render(<WidgetContext.Provider value={value}>{ui}</WidgetContext.Provider>, { container });
  return { host, shadowRoot, portalRoot, container, unmount: result.unmount };
}

const active = () => deepActiveElement(document);

function PopoverDemo({ manageFocus = true }: { manageFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button ref={setAnchor} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <Popover
        open={open}
        anchor={anchor}
        onClose={() => setOpen(false)}
        label="Choose"
        manageFocus={manageFocus}
      >
        <button type="button">Inside</button>
      </Popover>
    </>
  );
}

describe("Popover", () => {
  it("portals into the widget's portalRoot inside the shadow root, never document.body", async () => {
    const { portalRoot } = renderInShadow(<PopoverDemo />);
    fireEvent.click(screen.getByShadowRole("button", { name: "Open" }));
    const popover = await screen.findByShadowRole("dialog", { name: "Choose" });
    expect(portalRoot.contains(popover)).toBe(true);
    expect(document.body.querySelector("[data-floating-ui-portal]")).toBeNull();
    expect([...document.body.children].some((child) => child.contains(popover))).toBe(false);
  });

  it("is positioned through the CSSOM (CSP style-src 'self'), not by markup", async () => {
    renderInShadow(<PopoverDemo />);
    fireEvent.click(screen.getByShadowRole("button", { name: "Open" }));
    const popover = (await screen.findByShadowRole("dialog", { name: "Choose" })) as HTMLElement;
    await waitFor(() => expect(popover.style.getPropertyValue("position")).toBe("absolute"));
    expect(popover.style.getPropertyValue("left")).toMatch(/px$/);
  });

  it("moves focus inside; Escape closes it and focus returns to the anchor", async () => {
    renderInShadow(<PopoverDemo />);
    const anchor = screen.getByShadowRole("button", { name: "Open" });
    anchor.focus();
    fireEvent.click(anchor);
    const inside = await screen.findByShadowRole("button", { name: "Inside" });
    await waitFor(() => expect(active()).toBe(inside));
    fireEvent.keyDown(inside, { key: "Escape" });
    await waitFor(() => expect(screen.queryByShadowRole("dialog")).toBeNull());
    await waitFor(() => expect(active()).toBe(anchor));
  });

  it("closes on a press outside", async () => {
    renderInShadow(<PopoverDemo manageFocus={false} />);
    fireEvent.click(screen.getByShadowRole("button", { name: "Open" }));
    await screen.findByShadowRole("dialog", { name: "Choose" });
    const elsewhere = screen.getByShadowRole("button", { name: "Elsewhere" });
    fireEvent.pointerDown(elsewhere);
    fireEvent.mouseDown(elsewhere);
    fireEvent.click(elsewhere);
    await waitFor(() => expect(screen.queryByShadowRole("dialog")).toBeNull());
  });
});

function DialogDemo({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Start over?"
        description="Your answers will be cleared."
      >
        <button type="button" onClick={() => setOpen(false)}>
          Keep
        </button>
        <button type="button">Clear</button>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is a labelled modal dialog (role=dialog, aria-modal) over a backdrop in the portal root", async () => {
    const { portalRoot } = renderInShadow(<DialogDemo />);
    fireEvent.click(screen.getByShadowRole("button", { name: "Delete" }));
    const dialog = await screen.findByShadowRole("dialog", { name: "Start over?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(portalRoot.contains(dialog)).toBe(true);
    expect(dialog.parentElement?.closest(".foyer-dialog-backdrop")).toBeTruthy();
  });

  it("traps focus inside: focus moves in on open and guards sit on both sides", async () => {
    renderInShadow(<DialogDemo />);
    fireEvent.click(screen.getByShadowRole("button", { name: "Delete" }));
    const dialog = await screen.findByShadowRole("dialog", { name: "Start over?" });
    await waitFor(() => expect(dialog.contains(active())).toBe(true));
    const guards = dialog.parentElement?.querySelectorAll("[data-floating-ui-focus-guard]") ?? [];
    expect(guards.length).toBeGreaterThanOrEqual(2);
    // Focus reaching a guard (Tab past the last button) is sent back inside.
    act(() => (guards[guards.length - 1] as HTMLElement).focus());
    await waitFor(() => expect(dialog.contains(active())).toBe(true));
  });

  it("Escape closes it and focus returns to the button that opened it", async () => {
    const onClose = vi.fn();
    renderInShadow(<DialogDemo onClose={onClose} />);
    const opener = screen.getByShadowRole("button", { name: "Delete" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByShadowRole("dialog", { name: "Start over?" });
    await waitFor(() => expect(dialog.contains(active())).toBe(true));
    fireEvent.keyDown(active() as Element, { key: "Escape" });
    await waitFor(() => expect(screen.queryByShadowRole("dialog")).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(active()).toBe(opener));
  });

  it("a press on the backdrop closes it", async () => {
    renderInShadow(<DialogDemo />);
    fireEvent.click(screen.getByShadowRole("button", { name: "Delete" }));
    const dialog = await screen.findByShadowRole("dialog", { name: "Start over?" });
    const backdrop = dialog.closest(".foyer-dialog-backdrop") as HTMLElement;
    fireEvent.mouseDown(backdrop);
    await waitFor(() => expect(screen.queryByShadowRole("dialog")).toBeNull());
  });
});
