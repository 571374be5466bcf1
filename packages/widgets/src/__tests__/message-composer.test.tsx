import { HttpError } from "@foyer/sdk";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  type ComposerCheck,
  type ComposerInput,
  composerCheck,
  MessageComposer,
} from "../message-composer/MessageComposer.js";

afterEach(cleanup);

const required = ({ body }: ComposerInput): ComposerCheck<string> =>
  body.trim() ? { ok: true, value: body.trim() } : { ok: false, problems: { body: "Message is required" } };

function deferred() {
  let settle: { resolve(): void; reject(error: unknown): void } = { resolve() {}, reject() {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

function renderComposer(onSend: (body: string) => Promise<void>) {
  render(
    <MessageComposer
      label="Reply"
      sendLabel="Send reply"
      failedMessage="The reply could not be sent"
      sentNotice="The reply was sent."
      maxLength={100}
      check={required}
      onSend={onSend}
      actions={(sending) => (
        <button type="button" disabled={sending}>
          Cancel
        </button>
      )}
    />,
  );
  return screen.getByLabelText("Reply") as HTMLTextAreaElement;
}

describe("the message composer", () => {
  it("says what is wrong before sending, and sends nothing", () => {
    const sent: string[] = [];
    const box = renderComposer(async (body) => {
      sent.push(body);
    });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(screen.getByRole("alert").textContent).toBe("Message is required");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("waits while sending, then empties the box and says it was sent", async () => {
    const pending = deferred();
    const box = renderComposer(() => pending.promise);
    fireEvent.change(box, { target: { value: " Thanks! " } });
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    expect(box.readOnly).toBe(true);
    expect(screen.getByRole("button", { name: "Sending..." }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    await act(async () => pending.resolve());
    expect(box.value).toBe("");
    expect(screen.getByRole("status").textContent).toBe("The reply was sent.");
  });

  it("keeps the text when a send fails and says why", async () => {
    const box = renderComposer(async () => {
      throw new HttpError({
        status: 400,
        method: "POST",
        url: "/replies",
        body: { message: "Message is too long" },
      });
    });
    fireEvent.change(box, { target: { value: "Thanks!" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send reply" })));
    expect(screen.getByRole("alert").textContent).toBe("The reply could not be sent: Message is too long");
    expect(box.value).toBe("Thanks!");
    expect(box.readOnly).toBe(false);
  });

  it("with a subject line: focused first, checked with the message, both sent and then emptied", async () => {
    const sent: ComposerInput[] = [];
    render(
      <MessageComposer
        label="Message"
        subject={{ label: "Subject", maxLength: 200, focus: true }}
        sendLabel="Send message"
        failedMessage="Your message could not be sent"
        maxLength={100}
        check={(typed) =>
          composerCheck(
            typed.subject && typed.body
              ? { success: true, data: typed }
              : {
                  success: false,
                  error: {
                    issues: [
                      { path: ["subject"], message: "Subject is required" },
                      { path: ["body"], message: "Message is required" },
                    ],
                  },
                },
          )
        }
        onSend={async (typed) => {
          sent.push(typed);
        }}
      />,
    );
    const subject = screen.getByLabelText("Subject") as HTMLInputElement;
    expect(document.activeElement).toBe(subject);
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText("Subject is required").id).toBe(subject.getAttribute("aria-describedby"));
    expect(screen.getByText("Message is required")).toBeTruthy();
    fireEvent.change(subject, { target: { value: "Hotel" } });
    expect(screen.queryByText("Subject is required")).toBeNull();
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Which one?" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send message" })));
    expect(sent).toEqual([{ subject: "Hotel", body: "Which one?" }]);
    expect(subject.value).toBe("");
  });
});
