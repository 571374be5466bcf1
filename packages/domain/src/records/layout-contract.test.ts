import { describe, expect, it } from "vitest";
import { bulkMessages, MAX_BULK_RECORDS, recordSelectionBody } from "./bulk-contract.js";
import {
  layoutCreateBody,
  layoutMessages,
  layoutUpdateBody,
  MAX_LAYOUT_COLUMNS,
  sameColumns,
  visibleColumns,
} from "./layout-contract.js";

const columns = [
  { id: "name", name: "Name" },
  { id: "email", name: "Email" },
  { id: "f-1", name: "Shirt" },
];

describe("the columns a layout shows", () => {
  it("are its starred keys in its order, skipping keys no longer among the columns", () => {
    expect(visibleColumns(columns, ["f-1", "gone", "name"]).map((column) => column.id)).toEqual([
      "f-1",
      "name",
    ]);
  });

  it("without a layout, every column", () => {
    expect(visibleColumns(columns, null)).toEqual(columns);
  });

  it("two lists are the same layout only with the same keys in the same order", () => {
    expect(sameColumns(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameColumns(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameColumns(["a"], ["a", "b"])).toBe(false);
  });
});

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("layout bodies", () => {
  it("trim the name and keep the order of the starred fields", () => {
    expect(layoutCreateBody.parse({ name: "  Desk ", starredFields: ["email", "name"] })).toEqual({
      name: "Desk",
      starredFields: ["email", "name"],
    });
  });

  it.each([
    [{ name: "Desk", starredFields: [] }, layoutMessages.noColumns],
    [{ name: "Desk", starredFields: ["a", "a"] }, layoutMessages.starredTwice],
    [
      { name: "Desk", starredFields: Array.from({ length: MAX_LAYOUT_COLUMNS + 1 }, (_, i) => `k${i}`) },
      layoutMessages.tooManyColumns,
    ],
    [{ name: "", starredFields: ["a"] }, layoutMessages.nameRequired],
  ])("refuse %j: %s", (body, message) => {
    expect(messageOf(layoutCreateBody.safeParse(body))).toBe(message);
  });

  it("a change must change something", () => {
    expect(messageOf(layoutUpdateBody.safeParse({}))).toBe(layoutMessages.nothingToChange);
    expect(layoutUpdateBody.parse({ position: 2 })).toEqual({ position: 2 });
  });
});

describe("a bulk selection", () => {
  it("is ids, or all with the list's query beside it", () => {
    expect(recordSelectionBody.parse({ ids: ["a", "b"] })).toEqual({ ids: ["a", "b"] });
    expect(recordSelectionBody.parse({ all: true, q: "acme", filters: "[]" })).toEqual({
      all: true,
      q: "acme",
      filters: "[]",
    });
  });

  it.each([
    [{}, bulkMessages.idsOrAll],
    [{ ids: ["a"], all: true }, bulkMessages.idsOrAll],
    [{ ids: [] }, bulkMessages.pickSome],
    [{ ids: Array.from({ length: MAX_BULK_RECORDS + 1 }, (_, i) => `r${i}`) }, bulkMessages.tooMany],
    [{ ids: ["a"], q: "x" }, "Unknown field(s): q"],
  ])("refuses %j: %s", (body, message) => {
    expect(messageOf(recordSelectionBody.safeParse(body))).toBe(message);
  });
});
