import { describe, expect, it } from "vitest";
import { DEMO } from "../db/seed.js";
import { admin, call, clone, setUpCloneSuite, summitRequest } from "./support/clone.js";

/*
 * Issue 25 item 7: the event clone copies the criteria library and the session templates, the
 * templates pointing at the copies of the setting items they use.
 */

setUpCloneSuite();

describe("cloning the session settings' libraries", () => {
  it("copies the criteria in order and the templates with their setting items remapped", async () => {
    const summit = `/api/events/${DEMO.summit.id}`;
    const format = await call("POST", `${summit}/session-settings/formats`, admin, { name: "Clone format" });
    expect(format.statusCode, format.body).toBe(201);
    const template = await call("POST", `${summit}/session-templates`, admin, {
      name: "Clone template",
      durationMinutes: 45,
      formatId: format.json().payload.id,
      description: "From the template",
    });
    expect(template.statusCode, template.body).toBe(201);

    const { job } = await clone(admin, summitRequest({ newEventName: "Summit, library copy" }));
    expect(job.status, job.payload.error).toBe("completed");
    const copy = `/api/events/${job.payload.newEventId as string}`;
    const criteria = (await call("GET", `${copy}/session-criteria`, admin)).json().payload;
    expect(criteria.map((one: { name: string; maxScore: number }) => [one.name, one.maxScore])).toEqual([
      ["Relevance", 5],
      ["Clarity", 5],
      ["Speaker expertise", 5],
    ]);
    const formats = (await call("GET", `${copy}/session-settings/formats`, admin)).json().payload;
    const copiedFormat = formats.find((one: { name: string }) => one.name === "Clone format");
    expect(copiedFormat.id).not.toBe(format.json().payload.id);
    const templates = (await call("GET", `${copy}/session-templates`, admin)).json().payload;
    const copied = templates.find((one: { name: string }) => one.name === "Clone template");
    expect(copied).toMatchObject({
      durationMinutes: 45,
      formatId: copiedFormat.id,
      description: "From the template",
    });
    expect(copied.id).not.toBe(template.json().payload.id);
  });
});
