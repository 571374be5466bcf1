import { describe, expect, it } from "vitest";
import { embedSnippet, participantLink, type ShareableForm } from "../eventlight/forms/embed-snippet.js";

const origin = "https://foyer.example";
const event = { slug: "foyer-summit-2027" };
const forms: Record<ShareableForm["kind"], ShareableForm> = {
  intake: { id: "in-1", kind: "intake", slug: "foyer-summit-2027", event },
  submission: { id: "sub-1", kind: "submission", slug: "foyer-summit-2027", event },
  application: { id: "app-1", kind: "application", slug: "exhibitor-application", event },
  followup: { id: "fu-1", kind: "followup", slug: "post-event-survey", event },
};

describe("embed snippet: the loader script, then the form's element with its route parameters", () => {
  it.each([
    ["intake", '<foyer-intake-form event-slug="foyer-summit-2027" intake-id="in-1"></foyer-intake-form>'],
    [
      "submission",
      '<foyer-submission-form event-slug="foyer-summit-2027" form-id="sub-1"></foyer-submission-form>',
    ],
    [
      "application",
      '<foyer-application-form form-slug="exhibitor-application" form-id="app-1"></foyer-application-form>',
    ],
    ["followup", '<foyer-followup-form form-slug="post-event-survey" form-id="fu-1"></foyer-followup-form>'],
  ] as const)("%s form", (kind, element) => {
    expect(embedSnippet(origin, forms[kind])).toBe(
      `<script async src="https://foyer.example/embed/foyer.js"></script>\n${element}`,
    );
  });

  it("drops a trailing slash of the origin and escapes attribute values", () => {
    const odd = { ...forms.application, slug: 'a"b<c>' };
    expect(embedSnippet("http://localhost:3000/", odd)).toBe(
      '<script async src="http://localhost:3000/embed/foyer.js"></script>\n' +
        '<foyer-application-form form-slug="a&quot;b&lt;c&gt;" form-id="app-1"></foyer-application-form>',
    );
  });
});

describe("participant link (spec 1 §2 'Forms')", () => {
  it.each([
    ["intake", "https://foyer.example/intake/foyer-summit-2027/in-1"],
    ["submission", "https://foyer.example/submit/foyer-summit-2027/sub-1"],
    ["application", "https://foyer.example/applications/exhibitor-application/app-1"],
    ["followup", "https://foyer.example/followup-forms/post-event-survey/fu-1"],
  ] as const)("%s form → %s", (kind, link) => {
    expect(participantLink(origin, forms[kind])).toBe(link);
  });

  it("intake and submission forms follow the event's current slug", () => {
    const moved = { ...forms.submission, event: { slug: "summit-2028" } };
    expect(participantLink(origin, moved)).toBe("https://foyer.example/submit/summit-2028/sub-1");
  });
});
