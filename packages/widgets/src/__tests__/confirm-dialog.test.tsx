import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "../confirm-dialog/ConfirmDialog.js";

afterEach(cleanup);

function Demo({ onConfirm, busy, error }: { onConfirm(): void; busy?: boolean; error?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Ada
      </button>
      {open ? (
        <ConfirmDialog
          title="Delete this contact?"
          confirmLabel="Delete contact"
          busyLabel="Deleting…"
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        >
          Ada will be removed.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

describe("Confirm dialog with positive and negative buttons", () => {
  it("names itself by the title, describes the action, and starts on the negative button", () => {
    render(<Demo onConfirm={() => {}} />);
    const opener = screen.getByRole("button", { name: "Delete Ada" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("alertdialog", { name: "Delete this contact?" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByText("Ada will be removed.").id).toBe(dialog.getAttribute("aria-describedby"));
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("the positive button confirms; the negative cancels", () => {
    const onConfirm = vi.fn();
    render(<Demo onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Ada" }));
    fireEvent.click(screen.getByRole("button", { name: "Delete contact" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("while busy both buttons wait and Escape does nothing; an error shows as an alert", () => {
    render(<Demo onConfirm={() => {}} busy error="Could not delete." />);
    fireEvent.click(screen.getByRole("button", { name: "Delete Ada" }));
    const dialog = screen.getByRole("alertdialog");
    expect((within(dialog).getByRole("button", { name: "Deleting…" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((within(dialog).getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole("alert").textContent).toBe("Could not delete.");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).not.toBeNull();
  });
});
