import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NumberSelector, type NumberSelectorProps } from "../number-selector/NumberSelector.js";
import {
  canDecrement,
  canIncrement,
  clampNumber,
  commitTyped,
  numberSelectorWidths,
  stepNumber,
} from "../number-selector/number-rules.js";
import { numberSelectorCss } from "../number-selector/number-selector.css.js";

afterEach(cleanup);

describe("number selector (small 88, medium 100, big 145 wide)", () => {
  it("has the three widths", () => {
    expect(numberSelectorWidths).toEqual({ small: 88, medium: 100, big: 145 });
  });

  it("the CSS sets each width through a data attribute (no style attribute)", () => {
    expect(numberSelectorCss).toContain('.foyer-number-selector[data-size="small"]{width:88px}');
    expect(numberSelectorCss).toContain('.foyer-number-selector[data-size="medium"]{width:100px}');
    expect(numberSelectorCss).toContain('.foyer-number-selector[data-size="big"]{width:145px}');
  });

  it("renders the size as data-size, medium by default", () => {
    render(<NumberSelector label="Guests" value={1} onChange={() => {}} />);
    render(<NumberSelector label="Seats" value={1} onChange={() => {}} size="big" />);
    const sizeOf = (name: string) =>
      screen.getByRole("spinbutton", { name }).closest(".foyer-number-selector")?.getAttribute("data-size");
    expect(sizeOf("Guests")).toBe("medium");
    expect(sizeOf("Seats")).toBe("big");
  });
});

describe("Number selector: decrement disabled at min, increment at max, first add sets the value to 1", () => {
  it("decrement is disabled at min", () => {
    expect(canDecrement(0, { min: 0 })).toBe(false);
    expect(canDecrement(1, { min: 0 })).toBe(true);
    expect(canDecrement(null, { min: 0 })).toBe(false);
  });

  it("increment is disabled at max", () => {
    expect(canIncrement(5, { max: 5 })).toBe(false);
    expect(canIncrement(4, { max: 5 })).toBe(true);
  });

  it("first add sets the value to 1", () => {
    expect(canIncrement(null, {})).toBe(true);
    expect(stepNumber(null, 1, {})).toBe(1);
    expect(stepNumber(null, 1, { min: 0, max: 10 })).toBe(1);
    expect(stepNumber(null, -1, {})).toBeNull();
  });

  it("steps by one, or by `step`", () => {
    expect(stepNumber(2, 1, {})).toBe(3);
    expect(stepNumber(2, -1, {})).toBe(1);
    expect(stepNumber(2, 1, {}, 5)).toBe(7);
  });
});

describe("Number selector bounded by min and max", () => {
  it("clamps to the bounds", () => {
    expect(clampNumber(-3, { min: 0, max: 10 })).toBe(0);
    expect(clampNumber(42, { min: 0, max: 10 })).toBe(10);
    expect(clampNumber(7, { min: 0, max: 10 })).toBe(7);
    expect(clampNumber(7, {})).toBe(7);
  });

  it("a step never leaves the bounds", () => {
    expect(stepNumber(9, 1, { max: 10 }, 5)).toBe(10);
    expect(stepNumber(1, -1, { min: 0 }, 5)).toBe(0);
    expect(stepNumber(null, 1, { min: 3 })).toBe(3);
  });

  it("typed text is clamped; empty text empties; other text keeps the value", () => {
    expect(commitTyped(" 12 ", 3, { max: 10 })).toBe(10);
    expect(commitTyped("-4", 3, { min: 0 })).toBe(0);
    expect(commitTyped("", 3, {})).toBeNull();
    expect(commitTyped("abc", 3, {})).toBe(3);
  });
});

function Controlled(
  props: Partial<NumberSelectorProps> & { start?: number | null; spy?: (v: number | null) => void },
) {
  const { start = null, spy, ...rest } = props;
  const [value, setValue] = useState<number | null>(start);
  return (
    <NumberSelector
      label="Guests"
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole("spinbutton", { name: "Guests" }) as HTMLInputElement;
const minus = () => screen.getByRole("button", { name: "Decrease Guests" }) as HTMLButtonElement;
const plus = () => screen.getByRole("button", { name: "Increase Guests" }) as HTMLButtonElement;

describe("NumberSelector component", () => {
  it("the first add on an empty value shows 1; decrement is disabled while empty", () => {
    render(<Controlled min={0} max={3} />);
    expect(input().value).toBe("");
    expect(minus().disabled).toBe(true);
    fireEvent.click(plus());
    expect(input().value).toBe("1");
    expect(input().getAttribute("aria-valuenow")).toBe("1");
  });

  it("increment is disabled at max and decrement at min", () => {
    render(<Controlled start={2} min={1} max={3} />);
    expect(input().getAttribute("aria-valuemin")).toBe("1");
    expect(input().getAttribute("aria-valuemax")).toBe("3");
    fireEvent.click(plus());
    expect(input().value).toBe("3");
    expect(plus().disabled).toBe(true);
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(input().value).toBe("1");
    expect(minus().disabled).toBe(true);
  });

  it("ArrowUp and ArrowDown step within the bounds; Home and End jump to them", () => {
    render(<Controlled start={1} min={0} max={2} />);
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(input().value).toBe("2");
    fireEvent.keyDown(input(), { key: "ArrowDown" });
    expect(input().value).toBe("1");
    fireEvent.keyDown(input(), { key: "Home" });
    expect(input().value).toBe("0");
    fireEvent.keyDown(input(), { key: "End" });
    expect(input().value).toBe("2");
  });

  it("ArrowUp on an empty value sets it to 1", () => {
    render(<Controlled min={0} />);
    fireEvent.keyDown(input(), { key: "ArrowUp" });
    expect(input().value).toBe("1");
  });

  it("typing a number is clamped to the bounds on blur", () => {
    const spy = vi.fn();
    render(<Controlled start={1} min={0} max={10} spy={spy} />);
    fireEvent.change(input(), { target: { value: "25" } });
    expect(spy).not.toHaveBeenCalled();
    fireEvent.blur(input());
    expect(spy).toHaveBeenLastCalledWith(10);
    expect(input().value).toBe("10");
    fireEvent.change(input(), { target: { value: "oops" } });
    fireEvent.blur(input());
    expect(input().value).toBe("10");
  });

  it("labels the buttons with the given names and can be disabled", () => {
    render(
      <NumberSelector
        label="Tickets"
        value={1}
        onChange={() => {}}
        disabled
        decrementLabel="One fewer ticket"
        incrementLabel="One more ticket"
      />,
    );
    expect((screen.getByRole("button", { name: "One fewer ticket" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole("button", { name: "One more ticket" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
