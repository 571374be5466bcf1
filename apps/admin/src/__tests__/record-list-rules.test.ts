import type { CustomRecordRow } from "@foyer/domain";
import { describe, expect, it } from "vitest";
import { cellText } from "../eventlight/records/record-paths.js";
import {
  isPicked,
  NONE,
  pageState,
  pickedCount,
  type Selection,
  toggle,
  togglePage,
  without,
} from "../eventlight/records/record-selection.js";

/* The bulk-select rules behind the checkbox column and the bulk bar (issue 7 item 1). */

const page = ["a", "b", "c"];
const ids = (selection: Selection) => (selection.kind === "ids" ? [...selection.ids].sort() : "all");

describe("a row's checkbox", () => {
  it("picks and unpicks one record, keeping those of other pages", () => {
    const other: Selection = { kind: "ids", ids: new Set(["z"]) };
    const picked = toggle(other, "a", page);
    expect(ids(picked)).toEqual(["a", "z"]);
    expect(ids(toggle(picked, "a", page))).toEqual(["z"]);
  });

  it("unpicking one record while all are picked keeps the rest of the page", () => {
    expect(ids(toggle({ kind: "all" }, "b", page))).toEqual(["a", "c"]);
  });
});

describe("the header checkbox", () => {
  it("is none, some or all of the page", () => {
    expect(pageState(NONE, page)).toBe("none");
    expect(pageState(toggle(NONE, "a", page), page)).toBe("some");
    expect(pageState(togglePage(NONE, page), page)).toBe("all");
    expect(pageState({ kind: "all" }, page)).toBe("all");
    expect(pageState({ kind: "all" }, [])).toBe("none");
  });

  it("picks the whole page, then unpicks only this page", () => {
    const elsewhere: Selection = { kind: "ids", ids: new Set(["z", "a"]) };
    const full = togglePage(elsewhere, page);
    expect(ids(full)).toEqual(["a", "b", "c", "z"]);
    expect(ids(togglePage(full, page))).toEqual(["z"]);
    expect(togglePage({ kind: "all" }, page)).toEqual(NONE);
  });
});

describe("counting and forgetting", () => {
  it("all counts the list's total; ids count themselves", () => {
    expect(pickedCount({ kind: "all" }, 120)).toBe(120);
    expect(pickedCount(togglePage(NONE, page), 120)).toBe(3);
    expect(isPicked({ kind: "all" }, "anything")).toBe(true);
  });

  it("deleted records leave the selection", () => {
    expect(ids(without(togglePage(NONE, page), ["b"]))).toEqual(["a", "c"]);
  });
});

describe("a cell's text", () => {
  const row: CustomRecordRow = {
    id: "r-1",
    name: "Room",
    data: { country: "DE", diet: ["Vegan", "Halal"], late: true, note: { formatted: "Mar 15" } },
    createdAt: "2027-01-01T00:00:00.000Z",
    importId: null,
  };

  it("reads a typed field as the record page does: a country's name, lists joined, Yes/No", () => {
    expect(cellText(row, { id: "country", name: "Country", type: "countries" })).toBe("Germany");
    expect(cellText(row, { id: "diet", name: "Diet", type: "dropdown" })).toBe("Vegan, Halal");
    expect(cellText(row, { id: "late", name: "Late", type: "boolean" })).toBe("Yes");
    expect(cellText(row, { id: "missing", name: "Missing", type: "text" })).toBe("");
  });

  it("without a type, a labelled value reads as its label", () => {
    expect(cellText(row, "note")).toBe("Mar 15");
    expect(cellText(row, { id: "name", name: "Name" })).toBe("Room");
  });
});
