import { describe, expect, it } from "vitest";
import { columnKey, matchColumn } from "../index.js";

describe("automatic column matching: case, spacing, punctuation and underscores do not matter", () => {
  it.each([
    ["First Name", "FIRST_NAME", "first_name"],
    ["First Name", "FIRST_NAME", "FIRST NAME"],
    ["First Name", "FIRST_NAME", "firstName"],
    ["First Name", "FIRST_NAME", " First-Name "],
    ["Email", "EMAIL", "E-mail"],
    ["T-Shirt Size", "c1", "tshirt size"],
    ["Newsletter Opt In", "c2", "Newsletter opt-in"],
  ])("%s reads the column %s", (name, id, header) => {
    expect(matchColumn(name, id, ["Other", header])).toBe(header);
  });

  it("normalises accents and camel case into one key", () => {
    expect(columnKey("Prénom_Famille")).toBe("prenomfamille");
    expect(columnKey("jobTitle")).toBe("jobtitle");
  });

  it("answers '' when nothing matches", () => {
    expect(matchColumn("Email", "EMAIL", ["Name", "Phone"])).toBe("");
    expect(matchColumn("Dietary Needs", "c3", [])).toBe("");
  });
});

describe("common synonyms", () => {
  it.each([
    ["Email", "EMAIL", ["E-mail", "Email Address", "mail", "Work Email"]],
    ["First Name", "FIRST_NAME", ["First", "Given name", "fname", "Forename"]],
    ["Last Name", "LAST_NAME", ["Surname", "Family name", "lname", "Last"]],
    ["Full Name", "FULL_NAME", ["Name", "Full name", "Contact Name"]],
    ["Company", "COMPANY", ["Organization", "Organisation", "Company Name", "Employer"]],
    ["Title", "TITLE", ["Job title", "Position", "Role"]],
    ["Phone", "PHONE", ["Mobile", "Telephone", "Phone Number", "Cell"]],
    ["Country", "COUNTRY", ["Country/Region", "Country Code", "Nation"]],
    ["Website", "WEBSITE", ["URL", "Web site", "Homepage"]],
  ])("%s matches each of %j", (name, id, headers) => {
    for (const header of headers) expect(matchColumn(name, id, ["Unrelated", header]), header).toBe(header);
  });

  it("an account's Name also reads Company, Account and Sponsor columns", () => {
    for (const header of ["Company", "Account", "Sponsor", "Sponsor Name", "Exhibitor", "Company Name"]) {
      expect(matchColumn("Name", "NAME", [header], { kind: "accounts" }), header).toBe(header);
    }
    expect(matchColumn("Name", "NAME", ["Company"], { kind: "custom" })).toBe("");
  });
});

describe("prefixes that name the owner", () => {
  it("reads 'Contact Email' for a contact's Email, but an exact header wins", () => {
    expect(matchColumn("Email", "EMAIL", ["Contact Email"], { kind: "contacts" })).toBe("Contact Email");
    expect(matchColumn("Email", "EMAIL", ["Contact Email", "Email"], { kind: "contacts" })).toBe("Email");
    expect(matchColumn("Website", "WEBSITE", ["Sponsor Website"], { kind: "accounts" })).toBe(
      "Sponsor Website",
    );
  });

  it("'Company Name' is a company, not a person's name", () => {
    expect(matchColumn("Full Name", "FULL_NAME", ["Company Name"], { kind: "contacts" })).toBe("");
  });

  it("skips headers already taken by another field", () => {
    expect(matchColumn("Full Name", "FULL_NAME", ["Name", "Full Name"], { taken: new Set(["Name"]) })).toBe(
      "Full Name",
    );
  });
});
