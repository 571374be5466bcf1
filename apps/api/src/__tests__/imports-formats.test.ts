import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customRecords, moduleFields } from "../db/schema/index.js";
import { DEMO_CONTACT_FIELDS, DEMO_MODULES } from "../db/seed.js";
import { importCsv, summitContactsByEmail } from "./support/imports.js";
import { createTestApp, signIn, type TestApp } from "./support/test-app.js";

/* Issue 4: "Every value format of spec 1 §5 / spec 2 §5 validated on the server", through the real pipeline. */

let t: TestApp;
let admin: string;
const CONTACTS = DEMO_MODULES.contacts.id;
const HOTEL = DEMO_MODULES.hotelBookings.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).tokens.id_token;
});
afterAll(async () => t.close());

const db = () => t.database.db;

const contactByEmail = (email: string) => summitContactsByEmail(db(), email);

describe("every value format of spec 1 §5 / spec 2 §5, through the pipeline", () => {
  const typed = {
    size: "Room Size",
    extras: "Extras",
    nights: "Nights",
    phone: "Front Desk",
    checkIn: "Check In",
    guests: "Guests",
    rate: "Rate",
    paid: "Paid",
    voucher: "Voucher",
    arrives: "Arrives",
    time: "Breakfast",
    country: "Country",
    notes: "Notes",
    email: "Billing Email",
    discount: "Discount",
    text: "Reference",
  } as const;
  const ids: Record<keyof typeof typed, string> = {} as never;

  beforeAll(async () => {
    const types: Record<keyof typeof typed, [string, Partial<typeof moduleFields.$inferInsert>?]> = {
      size: ["dropdown", { options: ["Single", "Double", "Suite"] }],
      extras: ["dropdown", { options: ["Parking", "Late checkout", "Gym"], multiple: true }],
      nights: ["event-days"],
      phone: ["phone"],
      checkIn: ["date"],
      guests: ["number"],
      rate: ["currency"],
      paid: ["boolean"],
      voucher: ["file"],
      arrives: ["datetime"],
      time: ["time"],
      country: ["countries"],
      notes: ["textarea"],
      email: ["email"],
      discount: ["percent"],
      text: ["text"],
    };
    let position = 0;
    for (const [key, [type, extra]] of Object.entries(types) as [keyof typeof typed, [string, object?]][]) {
      ids[key] = `hotel-${key}`;
      await db()
        .insert(moduleFields)
        .values({ id: ids[key], moduleId: HOTEL, name: typed[key], type, position: position++, ...extra });
    }
  });

  const header = ["Name", ...Object.values(typed)].join(",");
  const good = [
    "Booking A",
    "suite",
    '"parking, GYM"',
    "03/16-03/20",
    "+44 20 7946 0958",
    "03-15-2027",
    "2.5",
    '"$1,250.50"',
    "Y",
    "https://files.example.com/voucher.pdf",
    "2027-03-15T09:30:00Z",
    "7:45",
    "deu",
    '"Late arrival, ""VIP"""',
    "billing@example.com",
    "0.5",
    "R-1",
  ].join(",");

  it("accepts each format and stores its value", async () => {
    const status = await importCsv(t.app, admin, HOTEL, `${header}\r\n${good}\r\n`);
    expect(status.detail).toMatchObject({ imported: true, summaryErrors: [] });
    expect(status.detail.counters).toMatchObject({ rows_ok: 1, custom_records_created: 1 });
    const [record] = await db().select().from(customRecords).where(eq(customRecords.name, "Booking A"));
    expect(record?.data).toEqual({
      [ids.size]: "Suite",
      [ids.extras]: ["Parking", "Gym"],
      [ids.nights]: ["2027-03-16", "2027-03-17"],
      [ids.phone]: "+44 20 7946 0958",
      [ids.checkIn]: "2027-03-15",
      [ids.guests]: 2.5,
      [ids.rate]: 1250.5,
      [ids.paid]: true,
      [ids.voucher]: "https://files.example.com/voucher.pdf",
      [ids.arrives]: "2027-03-15T09:30:00+00:00",
      [ids.time]: "07:45:00",
      [ids.country]: "DE",
      [ids.notes]: 'Late arrival, "VIP"',
      [ids.email]: "billing@example.com",
      [ids.discount]: 0.5,
      [ids.text]: "R-1",
    });
  });

  it("refuses a bad value of each format with a sentence naming the group, field and value", async () => {
    const bad = [
      "Booking B",
      "penthouse",
      '"parking, spa"',
      "someday",
      "call me",
      "2027-02-30",
      "two",
      "€10",
      "maybe",
      "voucher.pdf",
      "tomorrow 9am",
      "25:00",
      "Atlantis",
      "",
      "billing@",
      "half",
      "",
    ].join(",");
    const status = await importCsv(t.app, admin, HOTEL, `${header}\r\n${bad}\r\n`);
    expect(status.detail.imported).toBe(false);
    expect(status.detail.summaryErrors.map((error) => [error.id, error.description, error.rows])).toEqual([
      [
        "DROPDOWN_INVALID",
        'Hotel Bookings - Room Size: "penthouse" is not one of the options (Single, Double, Suite)',
        [1],
      ],
      [
        "DROPDOWN_INVALID",
        'Hotel Bookings - Extras: "spa" is not one of the options (Parking, Late checkout, Gym)',
        [1],
      ],
      [
        "EVENT_DAYS_INVALID",
        'Hotel Bookings - Nights: "someday" is not a day or a range of days (e.g. 03/15-03/17)',
        [1],
      ],
      ["PHONE_INVALID", 'Hotel Bookings - Front Desk: "call me" is not a phone number', [1]],
      ["DATE_INVALID", 'Hotel Bookings - Check In: "2027-02-30" is not a real calendar date', [1]],
      ["NUMBER_INVALID", 'Hotel Bookings - Guests: "two" is not a number', [1]],
      ["CURRENCY_INVALID", 'Hotel Bookings - Rate: "€10" is not in USD: only US dollars are accepted', [1]],
      [
        "BOOLEAN_INVALID",
        'Hotel Bookings - Paid: "maybe" is not a yes/no value: use Y/N, Yes/No, 1/0 or True/False',
        [1],
      ],
      [
        "FILE_INVALID",
        'Hotel Bookings - Voucher: "voucher.pdf" is not a file URL (http:// or https:// with a file path)',
        [1],
      ],
      [
        "DATETIME_INVALID",
        'Hotel Bookings - Arrives: "tomorrow 9am" is not a date and time: use yyyy-mm-ddThh:mm with an optional zone',
        [1],
      ],
      ["TIME_INVALID", 'Hotel Bookings - Breakfast: "25:00" is not a time of day', [1]],
      [
        "COUNTRY_INVALID",
        'Hotel Bookings - Country: "Atlantis" is not a country: use an ISO code (US, USA) or the English name',
        [1],
      ],
      ["EMAIL_INVALID", 'Hotel Bookings - Billing Email: "billing@" is not a valid email address', [1]],
      ["PERCENT_INVALID", 'Hotel Bookings - Discount: "half" is not a percentage', [1]],
    ]);
    expect(await db().select().from(customRecords).where(eq(customRecords.name, "Booking B"))).toEqual([]);
  });

  it("full-name splits on the first space; the time forms h:mm:ss, h:mm and hh:mm; dates in both forms", async () => {
    const csv =
      "Full Name,Email,Arrival Date\r\nMary Ann Smith,mary.ann@example.com,2027-03-14\r\nCher,cher@example.com,12-31-2026\r\n";
    const status = await importCsv(t.app, admin, CONTACTS, csv);
    expect(status.detail.counters).toMatchObject({ rows_ok: 2, contacts_created: 2 });
    const [mary] = await contactByEmail("mary.ann@example.com");
    expect(mary).toMatchObject({ fname: "Mary", lname: "Ann Smith" });
    expect(mary?.data[DEMO_CONTACT_FIELDS.arrival.id]).toBe("2027-03-14");
    const [cher] = await contactByEmail("cher@example.com");
    expect(cher).toMatchObject({ fname: "Cher", lname: "" });
    expect(cher?.data[DEMO_CONTACT_FIELDS.arrival.id]).toBe("2026-12-31");
    const times = `Name,Breakfast\r\nT1,7:05:30\r\nT2,7:05\r\nT3,07:05\r\n`;
    await importCsv(t.app, admin, HOTEL, times);
    const stored = await db()
      .select()
      .from(customRecords)
      .where(sql`${customRecords.name} in ('T1','T2','T3')`);
    expect(stored.map((record) => record.data[ids.time]).sort()).toEqual([
      "07:05:00",
      "07:05:00",
      "07:05:30",
    ]);
  });
});
