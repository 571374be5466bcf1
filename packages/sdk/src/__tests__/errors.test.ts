import { describe, expect, it } from "vitest";
import {
  FoyerError,
  fieldErrorsOf,
  HttpError,
  isFoyerError,
  isHttpError,
  isNetworkError,
  isSessionExpiredError,
  isValidationError,
  NetworkError,
  SessionExpiredError,
  ValidationError,
} from "../errors.js";

const http = new HttpError({
  status: 403,
  method: "GET",
  url: "/api/x",
  body: { code: "FORBIDDEN", message: "No access" },
});
const expired = new SessionExpiredError("Refresh token has expired", "expired");
const network = new NetworkError("Could not reach the server: GET x");
const validation = new ValidationError([{ path: "email", message: "Email is required" }]);

describe("Errors are typed: one base class, name set as a const", () => {
  it.each([
    [http, "HttpError"],
    [expired, "SessionExpiredError"],
    [network, "NetworkError"],
    [validation, "ValidationError"],
    [new FoyerError("x"), "FoyerError"],
  ])("%s has name %s and extends FoyerError and Error", (error, name) => {
    expect(error.name).toBe(name);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error).toBeInstanceOf(Error);
    expect(isFoyerError(error)).toBe(true);
  });

  it("HttpError carries status, code, message from the body, and the body", () => {
    expect(http).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
      message: "No access",
      method: "GET",
      url: "/api/x",
    });
    expect(http.body).toEqual({ code: "FORBIDDEN", message: "No access" });
  });

  it("ValidationError's message is the first issue's", () => {
    expect(validation.message).toBe("Email is required");
  });
});

describe("isX() guards compare name (other bundles break instanceof)", () => {
  it("recognise look-alikes from another copy of the SDK", () => {
    const foreign = { name: "HttpError", status: 500, message: "x" };
    expect(isHttpError(foreign)).toBe(true);
    expect(isFoyerError(foreign)).toBe(true);
    expect(isSessionExpiredError({ name: "SessionExpiredError" })).toBe(true);
    expect(isNetworkError({ name: "NetworkError" })).toBe(true);
    expect(isValidationError({ name: "ValidationError" })).toBe(true);
  });

  it("refuse everything else", () => {
    for (const value of [
      null,
      undefined,
      "HttpError",
      new Error("x"),
      new TypeError("x"),
      { name: "Other" },
    ]) {
      expect(isFoyerError(value)).toBe(false);
      expect(isHttpError(value)).toBe(false);
    }
    expect(isHttpError(network)).toBe(false);
    expect(isNetworkError(http)).toBe(false);
    expect(isSessionExpiredError(validation)).toBe(false);
    expect(isValidationError(expired)).toBe(false);
  });
});

describe("HttpError carries the error body's details; fieldErrorsOf reads them by path", () => {
  const refused = new HttpError({
    status: 400,
    method: "PUT",
    url: "/api/events/e/forms/f",
    body: {
      statusCode: 400,
      code: "VALIDATION_ERROR",
      message: "Invalid request",
      details: [
        { path: "steps.0.title", message: "Title is required" },
        { path: "steps.0.title", message: "Title is too long" },
        { path: "name", message: "Name is required" },
        { path: 3, message: "not a path" },
        "not a detail",
      ],
    },
  });

  it("details are the body's {path, message} entries, others left out", () => {
    expect(refused.details).toEqual([
      { path: "steps.0.title", message: "Title is required" },
      { path: "steps.0.title", message: "Title is too long" },
      { path: "name", message: "Name is required" },
    ]);
    expect(http.details).toEqual([]);
  });

  it("fieldErrorsOf keeps the first message of each path", () => {
    expect(fieldErrorsOf(refused)).toEqual({
      "steps.0.title": "Title is required",
      name: "Name is required",
    });
  });

  it("fieldErrorsOf is empty for an answer without details and for errors that are not HTTP answers", () => {
    expect(fieldErrorsOf(http)).toEqual({});
    expect(fieldErrorsOf(network)).toEqual({});
    expect(fieldErrorsOf(new Error("x"))).toEqual({});
  });
});
