import { type FieldType, fieldTypes } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import {
  addField,
  addOption,
  addStep,
  changeSettings,
  type FormDraft,
  finalizeIds,
  hasErrorsUnder,
  idFrom,
  isDirty,
  MAX_FIELDS,
  MAX_STEPS,
  moveField,
  moveFieldToStep,
  moveOption,
  moveStep,
  newField,
  numberSetting,
  removeField,
  removeOption,
  removeStep,
  renameOption,
  renameStep,
  setOptionValue,
  settingsOf,
  updateField,
} from "../eventlight/forms/form-editor-model.js";

const draft = (): FormDraft => ({
  name: "Call for Papers",
  description: "",
  requiresLogin: true,
  allowSignup: true,
  singleSubmission: true,
  isOpen: true,
  confirmationMessage: "",
  steps: [
    {
      id: "talk",
      title: "Your talk",
      fields: [
        { id: "title", type: "text", label: "Title", required: true },
        { id: "abstract", type: "textarea", label: "Abstract", required: true },
      ],
    },
    {
      id: "logistics",
      title: "Logistics",
      fields: [{ id: "arrival", type: "datetime", label: "Arrival", required: false }],
    },
  ],
});
const ids = (d: FormDraft) => d.steps.map((step) => `${step.id}:${step.fields.map((f) => f.id).join(",")}`);

describe("steps: add, rename, reorder, remove", () => {
  it("adds an untitled step at the end: participants see no default 'Step 3' (issue 22)", () => {
    const next = addStep(draft());
    expect(next.steps.at(-1)).toEqual({ id: "step_3", title: "", fields: [] });
  });

  it("renames without touching the id", () => {
    expect(renameStep(draft(), 0, "About the talk").steps[0]).toMatchObject({
      id: "talk",
      title: "About the talk",
    });
  });

  it("moves a step up and down, and not past either end", () => {
    expect(ids(moveStep(draft(), 1, -1))).toEqual(["logistics:arrival", "talk:title,abstract"]);
    expect(ids(moveStep(draft(), 1, 1))).toEqual(ids(draft()));
    expect(ids(moveStep(draft(), 0, -1))).toEqual(ids(draft()));
  });

  it("removes a step but always keeps one", () => {
    const one = removeStep(draft(), 0);
    expect(ids(one)).toEqual(["logistics:arrival"]);
    expect(removeStep(one, 0)).toBe(one);
  });

  it(`stops at ${MAX_STEPS} steps`, () => {
    let d = draft();
    for (let n = 0; n < 60; n++) d = addStep(d);
    expect(d.steps).toHaveLength(MAX_STEPS);
  });

  it("never changes the draft it was given", () => {
    const before = draft();
    const frozen = structuredClone(before);
    moveStep(before, 0, 1);
    removeField(before, 0, 0);
    renameStep(before, 1, "x");
    expect(before).toEqual(frozen);
  });
});

describe("fields: add of any type, edit, reorder, move to another step, remove", () => {
  it.each(fieldTypes.map((type) => [type]))("adds a %s field with a unique id", (type: FieldType) => {
    const next = addField(draft(), 1, type);
    const added = next.steps[1]?.fields.at(-1);
    expect(added).toMatchObject({ type, required: false });
    expect(added?.id).toMatch(/^[a-z][a-z0-9_-]*$/);
    expect(new Set(next.steps.flatMap((s) => s.fields.map((f) => f.id))).size).toBe(4);
    if (type === "radioList" || type === "dropdown")
      expect(added?.options).toEqual([{ value: "option-1", label: "Option 1" }]);
    else expect(added?.options).toBeUndefined();
  });

  it("numbers a second field of the same type", () => {
    const twice = addField(addField(draft(), 0, "email"), 0, "email");
    expect(twice.steps[0]?.fields.slice(2).map((f) => f.id)).toEqual(["email", "email_2"]);
  });

  it(`stops at ${MAX_FIELDS} fields`, () => {
    let d = draft();
    for (let n = 0; n < 205; n++) d = addField(d, 0, "text");
    expect(d.steps.reduce((sum, s) => sum + s.fields.length, 0)).toBe(MAX_FIELDS);
  });

  it("edits settings and removes those set to undefined", () => {
    const withHelp = updateField(draft(), 0, 0, { description: "Keep it short", placeholder: "A title" });
    expect(withHelp.steps[0]?.fields[0]).toMatchObject({
      description: "Keep it short",
      placeholder: "A title",
    });
    const cleared = updateField(withHelp, 0, 0, { placeholder: undefined });
    expect(cleared.steps[0]?.fields[0]).not.toHaveProperty("placeholder");
  });

  it("reorders within a step", () => {
    expect(ids(moveField(draft(), 0, 1, -1))).toEqual(["talk:abstract,title", "logistics:arrival"]);
    expect(ids(moveField(draft(), 0, 1, 1))).toEqual(ids(draft()));
  });

  it("moves a field to the end of another step", () => {
    expect(ids(moveFieldToStep(draft(), 0, 0, 1))).toEqual(["talk:abstract", "logistics:arrival,title"]);
    expect(moveFieldToStep(draft(), 0, 0, 0).steps).toEqual(draft().steps);
  });

  it("removes a field", () => {
    expect(ids(removeField(draft(), 0, 0))).toEqual(["talk:abstract", "logistics:arrival"]);
  });

  it("offers each type only the settings the server accepts", () => {
    expect(settingsOf("number")).toMatchObject({
      decimals: true,
      range: true,
      options: false,
      maxFiles: false,
    });
    expect(settingsOf("dropdown")).toMatchObject({ options: true, multiple: true, decimals: false });
    expect(settingsOf("radioList")).toMatchObject({ options: true, multiple: false });
    expect(settingsOf("file")).toMatchObject({ maxFiles: true, placeholder: false });
    expect(settingsOf("datetime")).toMatchObject({ timezone: true, range: false });
  });

  it("reads typed numbers: empty removes the setting", () => {
    expect(numberSetting("")).toBeUndefined();
    expect(numberSetting(" 2 ")).toBe(2);
    expect(numberSetting("abc")).toBeNaN();
  });
});

describe("options of radio lists and dropdowns", () => {
  const field = newField("dropdown", new Set());

  it("adds numbered options with unique values", () => {
    const two = addOption(field);
    expect(two.options).toEqual([
      { value: "option-1", label: "Option 1" },
      { value: "option-2", label: "Option 2" },
    ]);
  });

  it("lets the value follow the label until it is set by hand", () => {
    const renamed = renameOption(field, 0, "Gluten free");
    expect(renamed.options).toEqual([{ value: "gluten-free", label: "Gluten free" }]);
    const fixed = setOptionValue(renamed, 0, "gf");
    expect(renameOption(fixed, 0, "Gluten-free diet").options).toEqual([
      { value: "gf", label: "Gluten-free diet" },
    ]);
  });

  it("keeps derived values unique", () => {
    const two = renameOption(renameOption(addOption(field), 0, "Yes"), 1, "Yes");
    expect(two.options?.map((o) => o.value)).toEqual(["yes", "yes-2"]);
  });

  it("reorders and removes options", () => {
    const two = addOption(field);
    expect(moveOption(two, 1, -1).options?.map((o) => o.value)).toEqual(["option-2", "option-1"]);
    expect(removeOption(two, 0).options?.map((o) => o.value)).toEqual(["option-2"]);
  });
});

describe("ids: new steps and fields take theirs from their titles when saved; saved ones keep theirs", () => {
  it("derives slug-like ids", () => {
    expect(idFrom("Co-speaker name", "field")).toBe("co_speaker_name");
    expect(idFrom("1st choice!", "field")).toBe("st_choice");
    expect(idFrom("???", "field")).toBe("field");
  });

  it("finalizes only what was never saved, without clashing with saved ids", () => {
    const saved = draft();
    let d = addField(saved, 0, "text");
    d = updateField(d, 0, 2, { label: "Title" });
    d = addStep(d);
    d = renameStep(d, 2, "Travel plans");
    d = renameStep(d, 0, "Renamed");
    const final = finalizeIds(d, saved);
    expect(ids(final)).toEqual(["talk:title,abstract,title_2", "logistics:arrival", "travel_plans:"]);
  });
});

describe("settings", () => {
  it("one submission per person needs sign-in: turning sign-in off turns it off", () => {
    const next = changeSettings(draft(), { requiresLogin: false });
    expect(next).toMatchObject({ requiresLogin: false, singleSubmission: false });
    expect(changeSettings(draft(), { isOpen: false })).toMatchObject({
      isOpen: false,
      singleSubmission: true,
    });
  });

  it("knows when there are unsaved changes, whatever the order of keys", () => {
    const d = draft();
    expect(isDirty(d, structuredClone(d))).toBe(false);
    const reordered = { ...d, steps: d.steps.map((s) => ({ fields: s.fields, title: s.title, id: s.id })) };
    expect(isDirty(d, reordered)).toBe(false);
    expect(isDirty(d, changeSettings(d, { name: "CFP" }))).toBe(true);
    expect(isDirty(d, updateField(d, 0, 0, { description: undefined }))).toBe(false);
  });
});

describe("server errors are shown per field", () => {
  it("finds the errors under a field (to open the field that holds one)", () => {
    const errors = { "steps.0.fields.1.label": "Label is required", name: "Name is required" };
    expect(hasErrorsUnder(errors, "steps.0.fields.1")).toBe(true);
    expect(hasErrorsUnder(errors, "steps.0.fields.10")).toBe(false);
  });
});
