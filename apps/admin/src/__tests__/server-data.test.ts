import { HttpError, SessionExpiredError } from "@foyer/sdk";
import { describe, expect, it, vi } from "vitest";
import { createAccessGate } from "../server-data/access-gate.js";
import { onServerError } from "../server-data/query-client.js";

const answer = (status: number, message = "No") =>
  new HttpError({ status, method: "GET", url: "/api/x", body: { statusCode: status, code: "X", message } });

function handlers(listening: boolean) {
  const gate = createAccessGate();
  const denied = vi.fn();
  if (listening) gate.subscribe(denied);
  return { gate, denied, leaveWithoutSession: vi.fn(() => true), report: vi.fn() };
}

describe("one place turns a 403 into the access gate (STYLE 15)", () => {
  it("a 403 goes to the listening area's gate and is not reported", () => {
    const h = handlers(true);
    const error = answer(403);
    onServerError(error, { errorMessage: "An error occurred getting forms" }, h);
    expect(h.denied).toHaveBeenCalledWith(error);
    expect(h.report).not.toHaveBeenCalled();
  });

  it("a mutation's 403 goes to the gate as well", () => {
    const h = handlers(true);
    onServerError(answer(403), undefined, h, "mutation");
    expect(h.denied).toHaveBeenCalledTimes(1);
  });

  it("a query that reads a 403 itself (gate: false) is neither gated nor reported", () => {
    const h = handlers(true);
    onServerError(answer(403), { gate: false, errorMessage: "x" }, h);
    expect(h.denied).not.toHaveBeenCalled();
    expect(h.report).not.toHaveBeenCalled();
  });

  it("outside an area (nobody listens) a 403 is reported like any failure", () => {
    const h = handlers(false);
    onServerError(answer(403), { errorMessage: "An error occurred getting events" }, h);
    expect(h.report).toHaveBeenCalledWith("An error occurred getting events");
  });

  it("a load's 404 is the page's own 'does not exist', not reported; other failures are", () => {
    const h = handlers(true);
    onServerError(answer(404), { errorMessage: "An error occurred getting the form" }, h);
    expect(h.report).not.toHaveBeenCalled();
    onServerError(answer(500), { errorMessage: "An error occurred getting the form" }, h);
    expect(h.report).toHaveBeenCalledWith("An error occurred getting the form");
  });

  it("an ended session signs in again and is not reported", () => {
    const h = handlers(true);
    onServerError(new SessionExpiredError("Refresh token has expired", "expired"), { errorMessage: "x" }, h);
    expect(h.leaveWithoutSession).toHaveBeenCalled();
    expect(h.report).not.toHaveBeenCalled();
  });

  it("a listener stops hearing once its area unmounts (the cleanup)", () => {
    const gate = createAccessGate();
    const listener = vi.fn();
    const stop = gate.subscribe(listener);
    stop();
    expect(gate.deny(answer(403))).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});
