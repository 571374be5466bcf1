import { describe, expect, it } from "vitest";
import {
  decodeRecordFilters,
  describeFilter,
  encodeRecordFilters,
  filterMessages,
  filterOperatorsFor,
  MAX_RECORD_FILTERS,
  recordFiltersParam,
} from "./record-filters.js";

const problem = (text: string) => {
  const result = recordFiltersParam.safeParse(text);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the filters query parameter", () => {
  it("reads a JSON list of filters; empty text is no filters", () => {
    expect(recordFiltersParam.parse('[{"field":"company","op":"contains","value":"Acme"}]')).toEqual([
      { field: "company", op: "contains", value: "Acme" },
    ]);
    expect(recordFiltersParam.parse("")).toEqual([]);
  });

  it("says what is wrong: not JSON, not a list, too many, a bad filter", () => {
    expect(problem("[oops")).toBe(filterMessages.badJson);
    expect(problem('{"field":"name"}')).toBe(filterMessages.badJson);
    const many = JSON.stringify(
      Array.from({ length: MAX_RECORD_FILTERS + 1 }, () => ({ field: "name", op: "empty" })),
    );
    expect(problem(many)).toBe(filterMessages.tooMany);
    expect(problem('[{"field":"name","op":"is"}]')).toBe(filterMessages.valueNeeded);
    expect(problem('[{"field":"name","op":"near","value":"x"}]')).toBe(filterMessages.badOperator);
  });
});

describe("filters in an address", () => {
  it("encode and decode round-trip; a value of an operator that takes none is dropped", () => {
    const text = encodeRecordFilters([
      { field: "company", op: "is", value: "Acme" },
      { field: "email", op: "empty", value: "stale" },
    ]);
    expect(decodeRecordFilters(text)).toEqual([
      { field: "company", op: "is", value: "Acme" },
      { field: "email", op: "empty" },
    ]);
    expect(encodeRecordFilters([])).toBeUndefined();
  });

  it("a hand-edited, broken parameter decodes to no filters", () => {
    expect(decodeRecordFilters("[{")).toEqual([]);
    expect(decodeRecordFilters(null)).toEqual([]);
  });
});

describe("chips and operators", () => {
  it("describes a filter in words", () => {
    expect(describeFilter({ field: "company", op: "contains", value: "Acme" }, "Company")).toBe(
      'Company contains "Acme"',
    );
    expect(describeFilter({ field: "email", op: "not_empty" }, "Email")).toBe("Email is not empty");
    expect(describeFilter({ field: "tag", op: "is", value: "t-1" }, "Tags", "VIP")).toBe('Tags is "VIP"');
  });

  it("tags take is, is not, is empty and is not empty only", () => {
    expect(filterOperatorsFor({ kind: "tag" })).toEqual(["is", "is_not", "empty", "not_empty"]);
    expect(filterOperatorsFor({ kind: "text" })).toHaveLength(6);
  });
});
