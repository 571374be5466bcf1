import type { ModuleKind } from "./contract.js";

/**
 * Automatic column matching for the mapping page (spec 2 §3): a field takes the file's column
 * whose header names it, whatever the letter case, spacing, punctuation or underscores, or by a
 * common synonym ("E-mail" → Email, "Surname" → Last Name, "Organisation" → Company).
 */

/** Header words: camelCase split, accents dropped, lower case, any punctuation a separator. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** "First_Name", "first name", "FirstName" and "First-Name" all read "firstname". */
export function columnKey(text: string): string {
  return words(text).join("");
}

const SYNONYMS: Record<string, readonly string[]> = {
  FULL_NAME: ["fullname", "name", "contactname", "displayname", "attendeename", "personname", "yourname"],
  FIRST_NAME: ["firstname", "first", "givenname", "fname", "forename", "firstnames", "given"],
  LAST_NAME: ["lastname", "last", "surname", "familyname", "lname", "secondname"],
  EMAIL: ["email", "emailaddress", "mail", "emailid", "workemail", "primaryemail", "businessemail"],
  COMPANY: ["company", "companyname", "organization", "organisation", "organizationname", "org", "employer"],
  TITLE: ["title", "jobtitle", "position", "role", "jobrole", "jobposition", "designation"],
  PHONE: [
    "phone",
    "phonenumber",
    "phoneno",
    "mobile",
    "mobilephone",
    "mobilenumber",
    "telephone",
    "telephonenumber",
    "tel",
    "cell",
    "cellphone",
    "workphone",
  ],
  COUNTRY: ["country", "countryregion", "countryname", "countrycode", "nation"],
  WEBSITE: ["website", "url", "web", "site", "homepage", "websiteurl", "webaddress"],
  NAME: ["name"],
};

/** An account's name goes by the company's many names (issue 4: "Company"/"Account"/"Sponsor"). */
const ACCOUNT_NAME = [
  "name",
  "company",
  "companyname",
  "account",
  "accountname",
  "sponsor",
  "sponsorname",
  "exhibitor",
  "exhibitorname",
  "organization",
  "organisation",
  "organizationname",
  "organisationname",
];

/** Leading words that only say whose value it is ("Contact Email", "Sponsor Website"). */
const PREFIXES: Record<ModuleKind, readonly string[][]> = {
  contacts: [["contact"], ["person"], ["attendee"], ["primary", "contact"], ["main", "contact"], ["primary"]],
  accounts: [["account"], ["sponsor"], ["exhibitor"], ["company"], ["organization"], ["organisation"]],
  custom: [],
};

function candidates(fieldName: string, fieldId: string, kind: ModuleKind | undefined): Set<string> {
  const keys = new Set<string>([columnKey(fieldName)]);
  const synonyms = fieldId === "NAME" && kind === "accounts" ? ACCOUNT_NAME : SYNONYMS[fieldId];
  for (const synonym of synonyms ?? []) keys.add(synonym);
  keys.delete("");
  return keys;
}

function withoutPrefix(headerWords: string[], kind: ModuleKind | undefined): string | null {
  for (const prefix of kind ? PREFIXES[kind] : []) {
    if (headerWords.length > prefix.length && prefix.every((word, index) => headerWords[index] === word)) {
      return headerWords.slice(prefix.length).join("");
    }
  }
  return null;
}

export interface MatchOptions {
  /** The kind of the field's group: accounts widen NAME, and prefixes such as "Contact" are read. */
  kind?: ModuleKind;
  /** Headers already given to another field of the group. */
  taken?: ReadonlySet<string>;
}

/**
 * The header (as written in the file) that the field reads, or '' when none matches. An exact
 * name or synonym wins over one behind a prefix ("Email" before "Contact Email").
 * @example matchColumn("Email", "EMAIL", ["Name", "E-mail"]) // "E-mail"
 */
export function matchColumn(
  fieldName: string,
  fieldId: string,
  headers: readonly string[],
  options: MatchOptions = {},
): string {
  const wanted = candidates(fieldName, fieldId, options.kind);
  const free = headers.filter((header) => !options.taken?.has(header));
  const exact = free.find((header) => wanted.has(columnKey(header)));
  if (exact !== undefined) return exact;
  const prefixed = free.find((header) => {
    const rest = withoutPrefix(words(header), options.kind);
    return rest !== null && wanted.has(rest);
  });
  return prefixed ?? "";
}
