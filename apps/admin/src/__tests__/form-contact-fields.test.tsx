import type { FormField, RecordFieldDefinition } from "@foyer/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONTACT_FIELD_LABEL,
  CONTACT_FIELDS_FAILED,
  ContactFieldSetting,
  type ContactFields,
  NOT_SAVED,
} from "../eventlight/forms/ContactFieldSetting.js";
import { ok, openSignedIn, summitEvent } from "./signed-in-app.js";

/*
 * Issue 7 "custom fields … used by records, forms": a question's "Save answers to contact field"
 * offers only the contact fields that can hold its answer, and shows a link to a deleted field.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const field = (id: string, name: string, type: string, extra: Partial<RecordFieldDefinition> = {}) => ({
  id,
  name,
  type,
  builtin: id === id.toUpperCase(),
  required: false,
  options: null,
  multiple: false,
  editable: true,
  ...extra,
});

const contactFields: RecordFieldDefinition[] = [
  field("FIRST_NAME", "First Name", "text"),
  field("EMAIL", "Email", "email"),
  field("COMPANY", "Company", "text"),
  field("COUNTRY", "Country", "countries"),
  field("f-badge", "Badge Name", "text"),
  field("f-vip", "VIP", "boolean"),
  field("f-diet", "Diet", "dropdown", { options: ["Vegan", "Vegetarian", "None"] }),
  field("f-size", "Shirt", "dropdown", { options: ["S", "M"] }),
];

const ready: ContactFields = { status: "ready", fields: contactFields };

function renderSetting(question: FormField, state: ContactFields = ready) {
  const onChange = vi.fn();
  render(<ContactFieldSetting question={question} contactFields={state} onChange={onChange} />);
  const select = screen.getByLabelText(CONTACT_FIELD_LABEL) as HTMLSelectElement;
  const offered = Array.from(select.options).map((option) => option.textContent);
  return { select, offered, onChange };
}

describe("only fields whose type can hold the question's answer are offered", () => {
  it("a text question: text fields, built-in and custom", () => {
    const { offered } = renderSetting({ id: "q", type: "text", label: "Q", required: false });
    expect(offered).toEqual([NOT_SAVED, "First Name", "Company", "Badge Name"]);
  });

  it("a toggle: yes/no fields", () => {
    const { offered } = renderSetting({ id: "q", type: "toggle", label: "Q", required: false });
    expect(offered).toEqual([NOT_SAVED, "VIP"]);
  });

  it("a dropdown: a dropdown holding every option (ignoring case), or a text field", () => {
    const { offered } = renderSetting({
      id: "q",
      type: "dropdown",
      label: "Q",
      required: false,
      options: [
        { value: "vegan", label: "vegan" },
        { value: "veg", label: "Vegetarian" },
      ],
    });
    expect(offered).toEqual([NOT_SAVED, "First Name", "Company", "Badge Name", "Diet"]);
  });

  it("an image question has no setting at all", () => {
    render(
      <ContactFieldSetting
        question={{ id: "q", type: "image", label: "Q", required: false }}
        contactFields={ready}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByLabelText(CONTACT_FIELD_LABEL)).toBeNull();
  });
});

describe("the link as stored", () => {
  it("choosing a field reports its id; the first choice removes the link", () => {
    const { select, onChange } = renderSetting({
      id: "q",
      type: "text",
      label: "Q",
      required: false,
      contactField: "COMPANY",
    });
    expect(select.value).toBe("COMPANY");
    fireEvent.change(select, { target: { value: "f-badge" } });
    expect(onChange).toHaveBeenLastCalledWith("f-badge");
    fireEvent.change(select, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('a link to a field deleted since reads "Field removed"', () => {
    const { select } = renderSetting({
      id: "q",
      type: "text",
      label: "Q",
      required: false,
      contactField: "gone",
    });
    expect(select.value).toBe("gone");
    expect(select.selectedOptions[0]?.textContent).toBe("Field removed");
  });

  it("says so when the fields could not be loaded, and cannot be changed then", () => {
    const { select } = renderSetting(
      { id: "q", type: "text", label: "Q", required: false },
      { status: "error" },
    );
    expect(select.disabled).toBe(true);
    expect(screen.getByText(CONTACT_FIELDS_FAILED)).toBeTruthy();
  });
});

describe("in the form editor", () => {
  it("loads the event's contact fields and saves the question's link with the form", async () => {
    const form = {
      id: "form-1",
      kind: "submission",
      slug: summitEvent.slug,
      name: "Call for Papers",
      description: "",
      event: {
        id: "ev-1",
        name: summitEvent.name,
        slug: summitEvent.slug,
        timezone: "UTC",
        date_from: "2027-03-15",
        date_to: "2027-03-17",
      },
      requiresLogin: true,
      allowSignup: true,
      singleSubmission: false,
      isOpen: true,
      confirmationMessage: "Thanks!",
      steps: [
        {
          id: "talk",
          title: "Your talk",
          fields: [{ id: "org", type: "text", label: "Organization", required: false }],
        },
      ],
      submissions: { draft: 0, submitted: 0 },
      created_at: "2027-01-01T10:00:00.000Z",
      updated_at: "2027-01-02T10:00:00.000Z",
      updated_by: null,
    };
    let sent: { steps: { fields: FormField[] }[] } | undefined;
    openSignedIn("/event-light/ev-1/sessions/forms/form-1", {
      "GET /user/me/events": ok([summitEvent]),
      "GET /events/ev-1/forms/form-1": ok(form),
      "GET /events/ev-1/forms/contact-fields": ok(contactFields),
      "PUT /events/ev-1/forms/form-1": async (request) => {
        sent = await request.json();
        return { status: 200, body: { payload: { ...form, steps: sent?.steps } } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Organization/ }));
    const select = (await screen.findByLabelText(CONTACT_FIELD_LABEL)) as HTMLSelectElement;
    await within(select).findByRole("option", { name: "Badge Name" });
    fireEvent.change(select, { target: { value: "f-badge" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    expect(sent?.steps[0]?.fields[0]).toEqual({
      id: "org",
      type: "text",
      label: "Organization",
      required: false,
      contactField: "f-badge",
    });
  });
});
