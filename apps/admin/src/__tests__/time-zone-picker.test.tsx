import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TimeZonePicker } from "../time-zone/TimeZonePicker.js";
import { groupedTimeZones, timeZoneOption } from "../time-zone/time-zone-options.js";

afterEach(cleanup);

/*
 * Issue 20 item 1: the time zone is chosen in a searchable, keyboard-usable list grouped by region
 * with each zone's current offset from UTC, not in a 400-item native select.
 */

function Picker(props: { initial: string; emptyLabel?: string; onChange?: (zone: string) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <label htmlFor="zone">Time zone</label>
      <TimeZonePicker
        id="zone"
        value={value}
        {...(props.emptyLabel === undefined ? {} : { emptyLabel: props.emptyLabel })}
        onChange={(zone) => {
          setValue(zone);
          props.onChange?.(zone);
        }}
      />
    </>
  );
}

const box = () => screen.getByRole("combobox", { name: "Time zone" }) as HTMLInputElement;

describe("the options", () => {
  it("groups by region and finds zones by city, zone, region or offset", () => {
    const winter = new Date("2027-01-15T12:00:00Z");
    const options = ["Asia/Tokyo", "Asia/Kolkata", "Europe/Berlin", "America/New_York", "UTC"].map((zone) =>
      timeZoneOption(zone, winter),
    );
    expect(groupedTimeZones(options, "").map((group) => group.region)).toEqual([
      "Other",
      "America",
      "Asia",
      "Europe",
    ]);
    expect(groupedTimeZones(options, "new york")[0]?.options[0]).toMatchObject({
      zone: "America/New_York",
      city: "New York",
      offset: "UTC-05:00",
    });
    expect(groupedTimeZones(options, "+05:30").flatMap((group) => group.options.map((o) => o.zone))).toEqual([
      "Asia/Kolkata",
    ]);
    expect(groupedTimeZones(options, "utc+9").flatMap((group) => group.options.map((o) => o.zone))).toEqual([
      "Asia/Tokyo",
    ]);
    expect(groupedTimeZones(options, "mars")).toEqual([]);
  });
});

describe("the picker by keyboard", () => {
  it("types to search, moves with the arrows and chooses with Enter", () => {
    const onChange = vi.fn();
    render(<Picker initial="UTC" onChange={onChange} />);
    expect(box().value).toBe("UTC (UTC+00:00)");
    fireEvent.change(box(), { target: { value: "tokyo" } });
    const list = screen.getByRole("listbox", { name: "Time zones" });
    const asia = within(list).getByRole("group", { name: "Asia" });
    const tokyo = within(asia).getByRole("option", { name: /Tokyo/ });
    expect(tokyo.textContent).toContain("UTC+09:00");
    expect(box().getAttribute("aria-activedescendant")).toBe(tokyo.id);
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("Asia/Tokyo");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box().value).toBe("Asia/Tokyo (UTC+09:00)");
  });

  it("opens on ArrowDown at the chosen zone, moves, and Escape keeps the zone chosen before", () => {
    const onChange = vi.fn();
    render(<Picker initial="Europe/Berlin" onChange={onChange} />);
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(box().getAttribute("aria-expanded")).toBe("true");
    const active = () => document.getElementById(box().getAttribute("aria-activedescendant") ?? "");
    expect(active()?.getAttribute("aria-selected")).toBe("true");
    expect(active()?.textContent).toContain("Europe/Berlin");
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    expect(active()?.textContent).not.toContain("Europe/Berlin");
    fireEvent.keyDown(box(), { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(box().value).toMatch(/^Europe\/Berlin \(UTC\+0[12]:00\)$/);
  });

  it("says when nothing matches, and offers the empty choice when there is one", () => {
    const onChange = vi.fn();
    render(<Picker initial="Asia/Tokyo" emptyLabel="The participant's own time zone" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "atlantis" } });
    expect(screen.getByRole("status").textContent).toBe("No time zone matches “atlantis”.");
    fireEvent.keyDown(box(), { key: "Escape" });
    fireEvent.keyDown(box(), { key: "ArrowDown" });
    fireEvent.keyDown(box(), { key: "Home" });
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("");
    expect(box().value).toBe("The participant's own time zone");
  });
});
