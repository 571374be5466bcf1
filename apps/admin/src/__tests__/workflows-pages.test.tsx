import type { WorkflowDryRun, WorkflowRun, WorkflowSummary } from "@foyer/domain";
import { workflowMessages } from "@foyer/domain";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DRY_RUN, SAVE_WORKFLOW } from "../workflows/WorkflowBuilderPage.js";
import { CREATE_WORKFLOW, NO_WORKFLOWS } from "../workflows/WorkflowsPage.js";
import { draftProblem, emptyAction, inputOf, newDraft, withTrigger } from "../workflows/workflow-model.js";
import type { Routes } from "./fake-api.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 21 item 4: the event's workflows page (list, enabled switch, last run, the empty state's
 * "Create workflow") and the builder (trigger, conditions, actions with their options, save, a dry
 * run on a record found by search, the run log).
 */

afterEach(() => {
  cleanup();
  history.replaceState(null, "", "/");
});

const run: WorkflowRun = {
  id: "wfr-1",
  workflowId: "wf-1",
  trigger: "contact.created",
  recordType: "contact",
  recordId: "c-1",
  depth: 1,
  status: "failed",
  steps: [
    { index: 0, kind: "add_tag", status: "done", detail: "Added the tag VIP" },
    { index: 1, kind: "call_webhook", status: "failed", detail: "https://crm.example.com/x answered 500" },
  ],
  error: "Action 2 (Call a webhook) failed: https://crm.example.com/x answered 500",
  createdAt: "2026-11-20T10:00:00.000Z",
  finishedAt: "2026-11-20T10:00:01.000Z",
};
const workflow: WorkflowSummary = {
  id: "wf-1",
  eventId: "ev-1",
  name: "Tag VIPs",
  enabled: true,
  trigger: "contact.created",
  conditions: [{ field: "EMAIL", operator: "contains", value: "@vip.example" }],
  actions: [
    { kind: "add_tag", tagId: "tag-vip" },
    { kind: "call_webhook", url: "https://crm.example.com/x" },
  ],
  lastRun: run,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};

const options: Routes = {
  "GET /user/me/events": ok([summitEvent]),
  "GET /events/ev-1/tags": ok([
    { id: "tag-vip", name: "VIP", color: "#ff0000", usage: 0, createdAt: "2026-11-20T09:00:00.000Z" },
  ]),
  "GET /events/ev-1/session-settings": ok({
    rooms: [],
    tracks: [],
    formats: [],
    levels: [],
    languages: [],
    statuses: [],
  }),
  "GET /events/ev-1/portals": ok([{ id: "p-1", slug: "speakers", name: "Speaker Portal", userCount: 0 }]),
};

describe("the workflows page", () => {
  it("is in the Settings navigation; with no workflows it says so and offers Create workflow", async () => {
    openSignedIn("/event-light/ev-1/workflows", { ...options, "GET /events/ev-1/workflows": ok([]) });
    // The first test loads the event area's chunk.
    const nav = await screen.findByRole("navigation", { name: "Event" }, { timeout: 20_000 });
    expect(within(nav).getByRole("link", { name: "Workflows" }).getAttribute("aria-current")).toBe("page");
    expect(await screen.findByText(NO_WORKFLOWS)).toBeTruthy();
    const create = screen.getByRole("link", { name: CREATE_WORKFLOW });
    expect(create.getAttribute("href")).toBe("/event-light/ev-1/workflows/builder");
  });

  it("lists workflows with their last run and turns one off with its switch", async () => {
    let body: unknown;
    openSignedIn("/event-light/ev-1/workflows", {
      ...options,
      "GET /events/ev-1/workflows": ok([workflow]),
      "PUT /events/ev-1/workflows/wf-1": async (request) => {
        body = await request.json();
        return { status: 200, body: { payload: { ...workflow, enabled: false } } };
      },
    });
    const row = await screen.findByRole("row", { name: /Tag VIPs/ });
    expect(within(row).getByText(/^Failed, /)).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Tag VIPs" }).getAttribute("href")).toBe(
      "/event-light/ev-1/workflows/builder/wf-1",
    );
    fireEvent.click(within(row).getByRole("checkbox", { name: "Tag VIPs enabled" }));
    await waitFor(() => expect(body).toEqual({ enabled: false }));
  });
});

describe("the workflow builder", () => {
  it("builds a workflow from the trigger, a condition and an action, and saves it", async () => {
    let body: unknown;
    openSignedIn("/event-light/ev-1/workflows/builder", {
      ...options,
      "POST /events/ev-1/workflows": async (request) => {
        body = await request.json();
        return { status: 201, body: { payload: { ...workflow, id: "wf-2" } } };
      },
      "GET /events/ev-1/workflows/wf-2": ok({ ...workflow, id: "wf-2", lastRun: null }),
      "GET /events/ev-1/workflows/wf-2/runs": ok({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    const save = await screen.findByRole("button", { name: SAVE_WORKFLOW });
    fireEvent.click(save);
    expect((await screen.findByRole("alert")).textContent).toBe(workflowMessages.nameRequired);

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Tag submitters" } });
    fireEvent.change(screen.getByLabelText("Trigger"), { target: { value: "submission.created" } });
    fireEvent.click(screen.getByRole("button", { name: "Add condition" }));
    fireEvent.change(screen.getByLabelText("Condition 1 field"), { target: { value: "formName" } });
    fireEvent.change(screen.getByLabelText("Condition 1 operator"), { target: { value: "is_not_empty" } });
    expect(screen.queryByLabelText("Condition 1 value")).toBeNull();
    const tag = await screen.findByRole("option", { name: "VIP" });
    fireEvent.change(screen.getByLabelText("Action 1 tag"), {
      target: { value: (tag as HTMLOptionElement).value },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add action" }));
    fireEvent.change(screen.getByLabelText("Action 2"), { target: { value: "portal_access" } });
    await screen.findByRole("option", { name: "Speaker Portal" });
    fireEvent.change(screen.getByLabelText("Action 2 portal"), { target: { value: "p-1" } });
    fireEvent.click(screen.getByRole("button", { name: "Move action 2 up" }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(body).toEqual({
        name: "Tag submitters",
        enabled: true,
        trigger: "submission.created",
        conditions: [{ field: "formName", operator: "is_not_empty", value: "" }],
        actions: [
          { kind: "portal_access", portalId: "p-1" },
          { kind: "add_tag", tagId: "tag-vip" },
        ],
      }),
    );
    // Saved: the builder opens the new workflow's own address.
    await waitFor(() => expect(location.pathname).toBe("/event-light/ev-1/workflows/builder/wf-2"));
  });

  it("shows a saved workflow's run log and tries a dry run on a contact found by search", async () => {
    let dryBody: unknown;
    const answer: WorkflowDryRun = {
      matched: true,
      conditions: [
        {
          field: "EMAIL",
          operator: "contains",
          value: "@vip.example",
          actual: "ada@vip.example",
          holds: true,
        },
      ],
      actions: [
        { index: 0, kind: "add_tag", ok: true, detail: "Would add the tag VIP" },
        {
          index: 1,
          kind: "call_webhook",
          ok: true,
          detail: "Would POST the record to https://crm.example.com/x",
        },
      ],
    };
    openSignedIn("/event-light/ev-1/workflows/builder/wf-1", {
      ...options,
      "GET /events/ev-1/workflows/wf-1": ok(workflow),
      "GET /events/ev-1/workflows/wf-1/runs": ok({ items: [run], total: 1, page: 1, pageSize: 20 }),
      "GET /contacts/event/ev-1/contacts/search": ok([
        {
          kind: "contact",
          id: "c-1",
          name: "Ada Lovelace",
          fname: "Ada",
          lname: "Lovelace",
          email: "ada@vip.example",
          company: null,
          title: null,
        },
      ]),
      "POST /events/ev-1/workflows/dry-run": async (request) => {
        dryBody = await request.json();
        return { status: 200, body: { payload: answer } };
      },
    });
    expect(((await screen.findByLabelText("Name")) as HTMLInputElement).value).toBe("Tag VIPs");
    const log = await screen.findByRole("region", { name: "Run log" });
    expect(await within(log).findByText(run.error ?? "")).toBeTruthy();
    expect(within(log).getByText(/Add a tag: Added the tag VIP/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Find a contact"), { target: { value: "ada" } });
    fireEvent.click(
      await screen.findByRole("button", { name: `${DRY_RUN} on Ada Lovelace (ada@vip.example)` }),
    );
    const result = await screen.findByRole("status", { name: "Dry run result" });
    expect(within(result).getByText(/the conditions hold, the workflow would run/)).toBeTruthy();
    expect(within(result).getByText("Add a tag: Would add the tag VIP")).toBeTruthy();
    expect(dryBody).toMatchObject({
      recordId: "c-1",
      workflow: { name: "Tag VIPs", trigger: "contact.created" },
    });
  });
});

describe("the builder's draft", () => {
  it("says what to fix, keeps the actions a new trigger allows and sends each action's own option", () => {
    const draft = { ...newDraft(), name: "x" };
    expect(draftProblem(draft)).toBe(`Action 1: ${workflowMessages.tagRequired}`);
    const tagged = { ...draft, actions: [{ ...emptyAction("add_tag"), tagId: "t", url: "https://ignored" }] };
    expect(draftProblem(tagged)).toBeNull();
    expect(inputOf(tagged).actions).toEqual([{ kind: "add_tag", tagId: "t" }]);
    const session = withTrigger(tagged, "session.updated");
    expect(session.actions.map((action) => action.kind)).toEqual(["set_status"]);
    expect(draftProblem(session)).toBe(`Action 1: ${workflowMessages.statusRequired}`);
  });
});
