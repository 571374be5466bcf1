/**
 * Test kit of the form widget tests: a fake Foyer API that behaves like apps/api's forms service
 * (edit tokens, 401 for sign-in forms, 403 closed, 400 with `details`, 409), a real SDK on top of
 * it, and a render that mounts `FormWidget` in an open shadow root with its portal root inside.
 */
import {
  type FormDefinition,
  type FormStep,
  type Submission,
  type SubmissionStatus,
  type TokenSet,
  validateSubmission,
} from "@foyer/domain";
import { createFoyerSdk, createMemoryStorage, type FoyerSdk, readTokenClaims } from "@foyer/sdk";
import { act, render } from "@testing-library/react";
import { StrictMode } from "react";
import { vi } from "vitest";
import { FormWidget, type FormWidgetProps } from "../forms/FormWidget.js";
import { loadValidation } from "../forms/validation.js";
import { WidgetContext, type WidgetEventName, type WidgetTheme } from "../runtime/widget-context.js";

const base64url = (value: string) => btoa(value).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (claims: Record<string, unknown>) =>
  `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.c2ln`;

/**
 * The embed loads dropdowns, date pickers, uploads, the sign-in panel, overlays, the answer
 * checks and the confirmation as separate chunks on first use. Tests load them once here, so a
 * lazy part renders after one tick instead of waiting on module loading (which fake timers
 * would stall).
 */
export const lazyModulesLoaded = Promise.all([
  import("../fields/SelectField.js"),
  import("../fields/date-fields.js"),
  import("../fields/upload-fields.js"),
  import("../forms/SignInPanel.js"),
  import("../forms/Confirmation.js"),
  loadValidation(),
  import("../overlays/Popover.js"),
  import("../overlays/Dialog.js"),
  warmUpSdk(),
]);
await lazyModulesLoaded;

/** The SDK loads ky, sign-in and the token refresh on first use: one throwaway SDK uses each. */
async function warmUpSdk() {
  const sdk = createFoyerSdk({
    fetch: async () => new Response(null, { status: 204 }),
    storage: createMemoryStorage(),
    locks: null,
    baseUrl: "http://test.foyer/api",
  });
  await Promise.all([
    sdk.http.head("warm-up", { auth: false }),
    sdk.auth.login("a@b.c", ""),
    sdk.auth.refresh(),
  ]);
  sdk.close();
}

/** Tokens of a signed-in participant (valid for an hour). */

export function tokensFor(sub: string, email: string): TokenSet {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const claims = { sub, sid: "s-1", email, fname: "Ada", lname: "Lovelace", exp, iat: exp - 3600 };
  return {
    access_token: jwt({ ...claims, token_use: "access" }),
    id_token: jwt({ ...claims, token_use: "id" }),
    refresh_token: jwt({ sub, exp: exp + 86_400 }),
  };
}

export const EVENT = {
  id: "event-1",
  name: "Foyer Summit",
  slug: "summit",
  timezone: "America/New_York",
  date_from: "2025-06-02",
  date_to: "2025-06-04",
};

export function makeForm(steps: FormStep[], overrides: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: "form-1",
    kind: "submission",
    slug: EVENT.slug,
    name: "Call for Papers",
    description: "Propose a talk.",
    event: EVENT,
    requiresLogin: false,
    allowSignup: false,
    singleSubmission: false,
    isOpen: true,
    confirmationMessage: "Thanks for your proposal.",
    steps,
    ...overrides,
  };
}

interface Stored {
  submission: Submission;
  userId: string | null;
  editToken: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const apiError = (status: number, code: string, message: string, details?: unknown) =>
  json(status, { statusCode: status, code, message, ...(details ? { details } : {}) });

/** The fake API. `failNext` answers the next matching request with a given response. */
export function createFakeApi(forms: FormDefinition[]) {
  const definitions = new Map(forms.map((form) => [form.id, form]));
  const submissions = new Map<string, Stored>();
  const requests: RecordedRequest[] = [];
  const failures: { method: string; pattern: RegExp; respond: () => Response | Promise<Response> }[] = [];
  const users = new Map([["ada@foyer.demo", { password: "foyer-demo", sub: "user-ada" }]]);
  let serial = 0;
  let now = Date.parse("2025-05-01T10:00:00Z");

  const userOf = (headers: Headers): string | null => {
    const header = headers.get("authorization");
    return header?.startsWith("Bearer ") ? (readTokenClaims(header.slice(7))?.sub ?? null) : null;
  };

  function writeCheck(form: FormDefinition, userId: string | null): Response | null {
    if (!form.isOpen) return apiError(403, "FORBIDDEN", "This form is closed.");
    if (form.requiresLogin && !userId) return apiError(401, "UNAUTHORIZED", "Sign in to fill in this form.");
    return null;
  }

  function validate(form: FormDefinition, values: Record<string, unknown>, status: SubmissionStatus) {
    const result = validateSubmission(form, values, { final: status === "submitted" });
    if (result.ok) return { values: result.values };
    const details = Object.entries(result.errors).map(([path, message]) => ({ path, message }));
    return {
      error: apiError(400, "VALIDATION_ERROR", `${details[0]?.path}: ${details[0]?.message}`, details),
    };
  }

  function owned(id: string, formId: string, userId: string | null, editToken: string | null) {
    const stored = submissions.get(id);
    if (!stored || stored.submission.form_id !== formId) return null;
    if (stored.userId) return stored.userId === userId ? stored : null;
    return stored.editToken && stored.editToken === editToken ? stored : null;
  }

  async function route(method: string, path: string, headers: Headers, body: unknown): Promise<Response> {
    const userId = userOf(headers);
    const editToken = headers.get("x-foyer-edit-token");
    let match = /^\/api\/forms\/([^/]+)\/submissions\/mine$/.exec(path);
    if (method === "GET" && match) {
      const mine = [...submissions.values()]
        .filter((stored) => stored.submission.form_id === match?.[1] && userId && stored.userId === userId)
        .map((stored) => stored.submission)
        .reverse();
      return json(200, { payload: mine });
    }
    match = /^\/api\/forms\/([^/]+)\/submissions\/([^/]+)$/.exec(path);
    if (match && (method === "GET" || method === "PUT")) {
      const form = definitions.get(match[1] ?? "");
      const stored = owned(match[2] ?? "", match[1] ?? "", userId, editToken);
      if (!form || !stored) return apiError(404, "NOT_FOUND", "This submission does not exist.");
      if (method === "GET") return json(200, { payload: stored.submission });
      const input = body as { values: Record<string, unknown>; status: SubmissionStatus };
      const refused = writeCheck(form, userId);
      if (refused) return refused;
      const status = stored.submission.status === "submitted" ? "submitted" : input.status;
      const checked = validate(form, input.values, status);
      if (checked.error) return checked.error;
      now += 1000;
      stored.submission = {
        ...stored.submission,
        values: checked.values,
        status,
        updated_at: new Date(now).toISOString(),
        submitted_at:
          stored.submission.submitted_at ?? (status === "submitted" ? new Date(now).toISOString() : null),
      };
      return json(200, { payload: stored.submission });
    }
    match = /^\/api\/forms\/([^/]+)\/submissions$/.exec(path);
    if (match && method === "POST") {
      const form = definitions.get(match[1] ?? "");
      if (!form) return apiError(404, "NOT_FOUND", "This form does not exist.");
      const refused = writeCheck(form, userId);
      if (refused) return refused;
      const input = body as { values: Record<string, unknown>; status: SubmissionStatus };
      const checked = validate(form, input.values, input.status);
      if (checked.error) return checked.error;
      if (form.singleSubmission && userId && [...submissions.values()].some((s) => s.userId === userId)) {
        return apiError(
          409,
          "VALIDATION_ERROR",
          "You have already filled in this form; edit your submission instead.",
        );
      }
      serial += 1;
      now += 1000;
      const token = userId ? null : `edit-token-${serial}`;
      const at = new Date(now).toISOString();
      const submission: Submission = {
        id: `submission-${serial}`,
        form_id: form.id,
        status: input.status,
        values: checked.values,
        created_at: at,
        updated_at: at,
        submitted_at: input.status === "submitted" ? at : null,
      };
      submissions.set(submission.id, { submission, userId, editToken: token });
      return json(201, { payload: { ...submission, edit_token: token } });
    }
    match = /^\/api\/forms\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
    if (match && method === "GET") {
      const form = definitions.get(match[3] ?? "");
      if (!form || form.kind !== match[1] || form.slug !== match[2]) {
        return apiError(404, "NOT_FOUND", "This form does not exist.");
      }
      return json(200, { payload: form });
    }
    if (method === "POST" && (path === "/api/user/auth/login" || path === "/api/user/signup")) {
      const input = body as { username?: string; email?: string; password: string };
      const email = input.username ?? input.email ?? "";
      const user = users.get(email);
      if (path === "/api/user/signup") {
        if (user) return apiError(409, "EMAIL_TAKEN", "An account with this email already exists.");
        users.set(email, { password: input.password, sub: `user-${email}` });
        return json(201, { payload: tokensFor(`user-${email}`, email) });
      }
      if (!user || user.password !== input.password) {
        return apiError(401, "INVALID_CREDENTIALS", "The email or password is incorrect.");
      }
      return json(200, { payload: tokensFor(user.sub, email) });
    }
    return apiError(404, "NOT_FOUND", "Not found");
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const path = new URL(request.url).pathname;
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path, headers: request.headers, body });
    const failure = failures.findIndex((item) => item.method === request.method && item.pattern.test(path));
    if (failure >= 0) {
      const [item] = failures.splice(failure, 1);
      if (item) return item.respond();
    }
    return route(request.method, path, request.headers, body);
  });

  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    requests,
    submissions,
    definitions,
    /** Requests of one method whose path matches. */
    requestsTo(method: string, pattern: RegExp) {
      return requests.filter((request) => request.method === method && pattern.test(request.path));
    },
    /** The next `method` request matching `pattern` gets `respond()` instead of the normal answer. */
    failNext(method: string, pattern: RegExp, respond: () => Response | Promise<Response>) {
      failures.push({ method, pattern, respond });
    },
    apiError,
    /** Adds a submission as if made earlier (say, by another version of the form). */
    seed(stored: Stored) {
      submissions.set(stored.submission.id, stored);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** A real SDK on the fake API. Pass the same `storage` to "reload" the page. */
export function createTestSdk(api: FakeApi, storage: Storage = createMemoryStorage()): FoyerSdk {
  return createFoyerSdk({ fetch: api.fetch, storage, locks: null, baseUrl: "http://test.foyer/api" });
}

export interface RenderedForm {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  portalRoot: HTMLElement;
  container: HTMLElement;
  emit: ReturnType<typeof vi.fn>;
  events: { name: WidgetEventName; detail: unknown }[];
  rerender(props: FormWidgetProps): void;
  unmount(): void;
}

const mounted: RenderedForm[] = [];

/** Renders `FormWidget` the way the runtime does: open shadow root, portal root inside it. */
export function renderForm(
  props: FormWidgetProps,
  options: { sdk: FoyerSdk; theme?: WidgetTheme; strict?: boolean },
): RenderedForm {
  const host = document.createElement("div");
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: "open" });
  const container = document.createElement("div");
  const portalRoot = document.createElement("div");
  portalRoot.className = "foyer-portal";
  shadowRoot.append(container, portalRoot);
  const events: RenderedForm["events"] = [];
  const emit = vi.fn((name: WidgetEventName, detail?: unknown) => {
    events.push({ name, detail });
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  });
  const value = { host, shadowRoot, portalRoot, sdk: options.sdk, theme: options.theme ?? "light", emit };
  const ui = (next: FormWidgetProps) => {
    const widget = (
      <WidgetContext.Provider value={value}>
        <FormWidget {...next} />
      </WidgetContext.Provider>
    );
    return options.strict ? <StrictMode>{widget}</StrictMode> : widget;
  };
  const result = render(ui(props), { container });
  const rendered: RenderedForm = {
    host,
    shadowRoot,
    portalRoot,
    container,
    emit,
    events,
    rerender: (next) => result.rerender(ui(next)),
    unmount() {
      result.unmount();
      host.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

/** afterEach: unmounts what `renderForm` mounted. */
export function unmountForms() {
  for (const rendered of mounted.splice(0)) {
    if (rendered.host.isConnected) rendered.unmount();
  }
}

/** Lets pending promises (fake fetch, SDK) settle inside act(). */
export async function settle(rounds = 5) {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
  }
}

export const submissionProps = (formId = "form-1"): FormWidgetProps => ({
  kind: "submission",
  slug: EVENT.slug,
  formId,
});
