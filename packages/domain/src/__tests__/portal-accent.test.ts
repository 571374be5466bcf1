import { describe, expect, it } from "vitest";
import { accentPalette, contrastWithWhite, readableAccent } from "../portal/portal-accent.js";
import { portalSlugOf } from "../portal/portal-config.js";
import { portalSettingsOf } from "../portal/portal-settings.js";

describe("the portal's accent colour keeps white text readable (WCAG AA 4.5:1)", () => {
  it("keeps an accent that already passes", () => {
    expect(contrastWithWhite("#3b5bdb")).toBeGreaterThan(4.5);
    expect(readableAccent("#3b5bdb")).toBe("#3b5bdb");
    expect(readableAccent("#000000")).toBe("#000000");
  });

  it.each(["#ffd43b", "#ffffff", "#74c0fc", "#ff8787"])("darkens %s until it passes", (light) => {
    expect(contrastWithWhite(light)).toBeLessThan(4.5);
    const fixed = readableAccent(light);
    expect(fixed).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastWithWhite(fixed)).toBeGreaterThanOrEqual(4.5);
  });

  it("falls back for anything that is not #rrggbb", () => {
    expect(readableAccent("red")).toBe("#3b5bdb");
    expect(readableAccent("url(x)", "#111111")).toBe("#111111");
  });

  it("the palette's hover is darker and its tint paler", () => {
    const { primary, hover, soft } = accentPalette("#3b5bdb");
    expect(primary).toBe("#3b5bdb");
    expect(contrastWithWhite(hover)).toBeGreaterThan(contrastWithWhite(primary));
    expect(contrastWithWhite(soft)).toBeLessThan(1.3);
  });
});

describe("portal settings as stored", () => {
  it("filters default to no roles and keep only known ones", () => {
    expect(portalSettingsOf({}).filters).toEqual({ roles: [] });
    expect(portalSettingsOf({ filters: { roles: ["speaker", "guest", "moderator"] } }).filters).toEqual({
      roles: ["speaker", "moderator"],
    });
    expect(portalSettingsOf({ filters: "all" }).filters).toEqual({ roles: [] });
  });
});

describe("a portal's address from its name", () => {
  it.each([
    ["Speaker Portal", "speaker-portal"],
    ["  Café & Co — 2027!  ", "cafe-co-2027"],
    ["!!!", "portal"],
  ])("%s → %s", (name, slug) => {
    expect(portalSlugOf(name)).toBe(slug);
  });
});
