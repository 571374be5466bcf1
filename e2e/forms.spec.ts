/**
 * Issue 3 "Must show" in the portal app: the four participant forms are accessible (axe-core),
 * bad input gets clear messages, drafts survive a reload, and a closed form says so.
 */
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, DEMO_PASSWORD } from "./support/sign-in.js";

const SUMMIT = { id: "d5f2f17c-cc0a-4038-9f07-61ae17e8e306", slug: "foyer-summit-2027" };
const FORMS = {
  intake: `/intake/${SUMMIT.slug}/7c1b2f4e-3d5a-4e8b-9f0c-1a2b3c4d5e6f`,
  submission: `/submit/${SUMMIT.slug}/5a8e9c2d-1f3b-4a6c-8d7e-9f0a1b2c3d4e`,
  application: "/applications/exhibitor-application/9d4c3b2a-8e7f-4a1b-9c2d-3e4f5a6b7c8d",
  followup: "/followup-forms/post-event-survey/3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b",
};

/**
 * A fresh participant, signed in before the page loads. Follow-up forms are not public paths in
 * the session rules (spec 1 §2), so they need a session; the others work either way.
 */
async function signInParticipant(page: Page, request: APIRequestContext) {
  const response = await request.post("/api/user/signup", {
    data: {
      email: `forms-${randomBytes(4).toString("hex")}@example.com`,
      password: "long-enough-1",
      fname: "Fran",
      lname: "Forms",
    },
  });
  expect(response.status()).toBe(201);
  const tokens = (await response.json()).payload;
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, String(value));
  }, tokens);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

test.describe("axe-core scan of each form: no serious or critical violations", () => {
  for (const [kind, path] of Object.entries(FORMS)) {
    test(`${kind} form`, async ({ page, request }) => {
      await signInParticipant(page, request);
      await page.goto(path);
      await expect(page.getByRole("button", { name: /^(Submit|Next)$/ }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe("bad input gets a clear message and nothing is half-saved", () => {
  test("required fields missing and wrong formats are named beside their fields", async ({ page }) => {
    await page.goto(FORMS.intake);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText("This field is required").first()).toBeVisible();
    await page.getByRole("textbox", { name: /^Email/ }).fill("not-an-email");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Enter a valid email address").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("aria-invalid", "true");
  });

  test("a file of the wrong type for an image field is refused before upload", async ({ page }) => {
    await page.goto(FORMS.intake);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/uploads")) uploads.push(request.url());
    });
    await page.getByLabel(/Headshot/).setInputFiles({
      name: "virus.exe",
      mimeType: "application/x-msdownload",
      buffer: Buffer.from("MZ"),
    });
    await expect(page.getByText("Choose a JPEG, SVG, BMP or PNG image.")).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test("a visitor's file uploads with the form's upload grant (issue 23 item 3)", async ({ page }) => {
    await page.goto(FORMS.intake);
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith("/api/uploads") && response.request().method() === "POST",
    );
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page
      .getByLabel(/Headshot/)
      .setInputFiles({ name: "headshot.png", mimeType: "image/png", buffer: png });
    const response = await uploaded;
    expect(response.status()).toBe(201);
    expect(response.request().headers()["x-foyer-upload-grant"]).toBeTruthy();
    expect(response.request().headers().authorization).toBeUndefined();
    await expect(page.getByText("headshot.png")).toBeVisible();
  });

  test("a tampered submission body sent straight to the API is refused with a clear message", async ({
    request,
  }) => {
    const response = await request.post("/api/forms/7c1b2f4e-3d5a-4e8b-9f0c-1a2b3c4d5e6f/submissions", {
      data: { values: { full_name: "X", is_admin: true }, status: "submitted" },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).details).toEqual(
      expect.arrayContaining([{ path: "is_admin", message: "This field is not on the form" }]),
    );
  });

  test("a closed form says so and takes nothing", async ({ page, request }) => {
    const login = await request.post("/api/user/auth/login", {
      data: { username: ADMIN.email, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await login.json()).payload.id_token}` };
    const url = `/api/events/${SUMMIT.id}/forms/3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b`;
    const form = (await (await request.get(url, { headers })).json()).payload;
    const settings = {
      name: form.name,
      description: form.description,
      requiresLogin: form.requiresLogin,
      allowSignup: form.allowSignup,
      singleSubmission: form.singleSubmission,
      confirmationMessage: form.confirmationMessage,
      steps: form.steps,
    };
    expect((await request.put(url, { headers, data: { ...settings, isOpen: false } })).status()).toBe(200);
    await signInParticipant(page, request);
    try {
      await page.goto(FORMS.followup);
      await expect(page.getByText("This form is closed.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
      const direct = await request.post("/api/forms/3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b/submissions", {
        data: { values: { rating: "5" }, status: "submitted" },
      });
      expect(direct.status()).toBe(403);
      expect((await direct.json()).message).toBe("This form is closed.");
    } finally {
      await request.put(url, { headers, data: { ...settings, isOpen: true } });
    }
  });
});

test("a saved draft survives a reload", async ({ page }) => {
  await page.goto(FORMS.intake);
  await page.getByRole("textbox", { name: /Full name/ }).fill("Draft Person");
  await expect(page.getByText("Draft saved")).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByText("Draft restored")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Full name/ })).toHaveValue("Draft Person");
});
