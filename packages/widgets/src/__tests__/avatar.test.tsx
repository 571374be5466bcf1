import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Avatar } from "../avatar/Avatar.js";
import { avatarCss } from "../avatar/avatar.css.js";
import {
  avatarColorOf,
  avatarColors,
  avatarPixels,
  avatarSizes,
  HUGE_AVATAR_PX,
  initialsOf,
} from "../avatar/avatar-rules.js";

afterEach(cleanup);

describe("Avatar sizes: huge 80, others from a size table times 4 (spec 2 §9)", () => {
  it("huge is 80 px", () => {
    expect(HUGE_AVATAR_PX).toBe(80);
    expect(avatarPixels("huge")).toBe(80);
  });

  it("every other size is a multiple of 4, growing from tiny to huge", () => {
    const pixels = avatarSizes.map(avatarPixels);
    expect(avatarSizes).toEqual(["tiny", "small", "medium", "large", "huge"]);
    expect(pixels).toEqual([20, 24, 32, 48, 80]);
    for (const size of pixels) expect(size % 4).toBe(0);
  });

  it("the CSS sets each size and colour through data attributes (no style attribute)", () => {
    for (const size of avatarSizes) {
      expect(avatarCss).toContain(
        `.foyer-avatar[data-size="${size}"]{--foyer-avatar-size:${avatarPixels(size)}px}`,
      );
    }
    for (const { name, background } of avatarColors) {
      expect(avatarCss).toContain(`.foyer-avatar[data-color="${name}"]{background:${background};`);
    }
  });
});

describe("Colour picked by hashing an id among purple, blue, teal, yellow, orange, red shades 6 and 8", () => {
  it("the palette is those six hues in shades 6 and 8", () => {
    expect(avatarColors.map((color) => color.name)).toEqual(
      ["purple", "blue", "teal", "yellow", "orange", "red"].flatMap((hue) => [`${hue}-6`, `${hue}-8`]),
    );
  });

  it("the same id always gets the same colour", () => {
    const ids = ["c-1", "0b6f3a2e-1d4c-4f5a-9e8b-7c6d5e4f3a2b", "", "Ada Lovelace", "ünïcode ✓"];
    const first = ids.map(avatarColorOf);
    expect(ids.map(avatarColorOf)).toEqual(first);
    // Stable across page loads and builds too: a fixed hash (FNV-1a), not a random or per-session one.
    expect(avatarColorOf("contact-42")).toBe("orange-6");
    expect(avatarColorOf("a-1")).toBe("blue-6");
  });

  it("different ids spread over the whole palette", () => {
    const seen = new Set(Array.from({ length: 500 }, (_, index) => avatarColorOf(`id-${index}`)));
    expect(seen.size).toBe(avatarColors.length);
  });
});

describe("Avatar", () => {
  it("shows the initials on the id's colour, decorative unless labelled", () => {
    const { container } = render(<Avatar id="c-1" text="Ada Lovelace" size="large" />);
    const avatar = container.querySelector(".foyer-avatar") as HTMLElement;
    expect(avatar.textContent).toBe("AL");
    expect(avatar.dataset.size).toBe("large");
    expect(avatar.dataset.color).toBe(avatarColorOf("c-1"));
    expect(avatar.getAttribute("aria-hidden")).toBe("true");
    expect(avatar.getAttribute("style")).toBeNull();
  });

  it("a label makes it an image with that name; square for accounts", () => {
    const { getByRole } = render(<Avatar id="a-1" text="acme" label="Acme" square />);
    const avatar = getByRole("img", { name: "Acme" });
    expect(avatar.dataset.shape).toBe("square");
    expect(avatar.textContent).toBe("A");
    expect(avatar.dataset.size).toBe("medium");
  });

  it("shows the photo, and the initials again if it fails to load", () => {
    const { container } = render(
      <Avatar id="c-1" text="Ada Lovelace" photoUrl="https://photos.test/ada.png" />,
    );
    const photo = container.querySelector("img") as HTMLImageElement;
    expect(photo.getAttribute("src")).toBe("https://photos.test/ada.png");
    fireEvent.error(photo);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("AL");
  });

  it("initials: first and last words, letters and digits only", () => {
    expect(initialsOf("Ada Lovelace")).toBe("AL");
    expect(initialsOf("  grace  brewster murray hopper ")).toBe("GH");
    expect(initialsOf("(Acme) Corp")).toBe("AC");
    expect(initialsOf("Émile")).toBe("É");
    expect(initialsOf("")).toBe("");
    expect(initialsOf("!!!")).toBe("");
  });
});
