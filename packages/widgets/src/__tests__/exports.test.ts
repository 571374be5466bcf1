import { describe, expect, it, vi } from "vitest";
import * as elements from "../elements.js";
import * as core from "../index.js";
import * as react from "../react.js";

vi.mock("../forms/FormWidget.js", () => ({ FormWidget: () => null }));

describe("the front doors name every export (STYLE 1, 3)", () => {
  it("@foyer/widgets exports the mount functions and helpers", () => {
    expect(Object.keys(core).sort()).toEqual(
      [
        "ChunkLoadError",
        "STORAGE_PREFIX",
        "appOfPath",
        "checkSignInFields",
        "crossAppNavigate",
        "homeLinkFor",
        "isChunkLoadError",
        "mount",
        "mountWidget",
        "version",
      ].sort(),
    );
  });

  it("@foyer/widgets/react drops no export of the core and adds the form components", () => {
    for (const name of Object.keys(core)) expect(react, name).toHaveProperty(name);
    for (const name of [
      "IntakeForm",
      "SubmissionForm",
      "ApplicationForm",
      "FollowupForm",
      "ImportWizard",
      "readWholeTable",
      "ACCEPTED_FILE_TYPES",
      "RecordPicker",
      "Agenda",
      "NumberSelector",
      "MultiSelectDialog",
      "multiSelectDialogText",
      "PopoverMenu",
      "ConfirmDialog",
      "MessageComposer",
      "composerCheck",
      "AvailabilityEditor",
      "SafeHtml",
      "safeHtmlTree",
      "useWidget",
      "WidgetContext",
    ]) {
      expect(react, name).toHaveProperty(name);
    }
  });

  it("@foyer/widgets/elements exports defineFoyerElements and the element table", () => {
    expect(Object.keys(elements).sort()).toEqual(["commonAttributes", "defineFoyerElements", "widgetTable"]);
  });
});
