import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../db/seed.js";
import { PgBossQueue } from "../jobs/pg-boss-queue.js";
import { settledMailTo, startTestSmtp, type TestSmtp } from "./support/mail.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

/*
 * Issue 19 item 1 on the PostgreSQL queue (pg-boss), as production runs it: delivery, and a
 * temporary refusal retried with the job's own backoff, then sent. Runs in api-postgres only.
 */

let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    queue: async ({ url }) => PgBossQueue.start({ connectionString: url ?? "", pollingIntervalSeconds: 0.5 }),
    mail: {
      smtpUrl: smtp.url,
      from: { name: "Foyer", address: "events@foyer.test" },
      retry: { limit: 2, delaySeconds: 0 },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/user/auth/forgot", payload: { email } });

describe("mail delivery through pg-boss", () => {
  it("sends the reset mail", async () => {
    await forgot(DEMO.speaker.email);
    expect((await smtp.mailTo(DEMO.speaker.email, 20_000)).parsed.subject).toBe("Reset your Foyer password");
    expect(await settledMailTo(t.database.db, DEMO.speaker.email, 20_000)).toMatchObject({
      status: "sent",
      attempts: 1,
    });
  });

  it("retries a temporary refusal through pg-boss, then sends", async () => {
    smtp.refuseData({ code: 451, text: "Greylisted, try again" }, 1);
    await forgot(DEMO.admin.email);
    const row = await settledMailTo(t.database.db, DEMO.admin.email, 20_000);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(row.serverResponse).toMatch(/^250 /);
  });
});
