import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createDefaultModules } from "../services/records/modules.js";
import type { Db } from "./client.js";
import { accounts, contacts, moduleFields, modules } from "./schema/index.js";

/** The Summit's modules have fixed ids (the e2e suites open them by id). */
export const DEMO_MODULES = {
  contacts: { id: "6a3c1d2e-0b4f-4c5d-9e8f-1a2b3c4d5e6f", slug: "contacts" },
  sponsors: { id: "7b4d2e3f-1c5a-4d6e-8f9a-2b3c4d5e6f70", slug: "sponsors" },
  exhibitors: { id: "8c5e3f4a-2d6b-4e7f-9a0b-3c4d5e6f7081", slug: "exhibitors" },
  hotelBookings: {
    id: "9d6f4a5b-3e7c-4f80-8b1c-4d5e6f708192",
    slug: "hotel-bookings",
    name: "Hotel Bookings",
  },
} as const;

/** The contacts module's own fields, one of each kind an import meets, and one it cannot read. */
export const DEMO_CONTACT_FIELDS = {
  tshirt: { id: "f1a2b3c4-0001-4a00-8000-00000000c001", name: "T-Shirt Size" },
  dietary: { id: "f1a2b3c4-0002-4a00-8000-00000000c002", name: "Dietary Needs" },
  newsletter: { id: "f1a2b3c4-0003-4a00-8000-00000000c003", name: "Newsletter Opt In" },
  arrival: { id: "f1a2b3c4-0004-4a00-8000-00000000c004", name: "Arrival Date" },
  referredBy: { id: "f1a2b3c4-0005-4a00-8000-00000000c005", name: "Referred By" },
} as const;

/**
 * The modules of the demo events: contacts, sponsors and exhibitors for each, a custom "Hotel
 * Bookings" module on the Summit, the contacts module's fields, and a few sponsors and exhibitors.
 */
export async function seedDemoModules(
  tx: Db,
  summit: { id: string; orgId: string },
  meetup: { id: string; orgId: string },
): Promise<void> {
  await createDefaultModules(tx, summit, {
    contacts: DEMO_MODULES.contacts.id,
    sponsors: DEMO_MODULES.sponsors.id,
    exhibitors: DEMO_MODULES.exhibitors.id,
  });
  await createDefaultModules(tx, meetup);
  await tx.insert(modules).values({
    id: DEMO_MODULES.hotelBookings.id,
    orgId: summit.orgId,
    eventId: summit.id,
    kind: "custom",
    name: DEMO_MODULES.hotelBookings.name,
    slug: DEMO_MODULES.hotelBookings.slug,
    recordName: "booking",
  });
  const fields = DEMO_CONTACT_FIELDS;
  await tx.insert(moduleFields).values([
    {
      id: fields.tshirt.id,
      moduleId: DEMO_MODULES.contacts.id,
      name: fields.tshirt.name,
      type: "dropdown",
      options: ["S", "M", "L", "XL"],
      position: 1,
    },
    {
      id: fields.dietary.id,
      moduleId: DEMO_MODULES.contacts.id,
      name: fields.dietary.name,
      type: "dropdown",
      options: ["Vegetarian", "Vegan", "Gluten-free", "Halal", "Kosher"],
      multiple: true,
      position: 2,
    },
    {
      id: fields.newsletter.id,
      moduleId: DEMO_MODULES.contacts.id,
      name: fields.newsletter.name,
      type: "boolean",
      position: 3,
    },
    {
      id: fields.arrival.id,
      moduleId: DEMO_MODULES.contacts.id,
      name: fields.arrival.name,
      type: "date",
      position: 4,
    },
    // A lookup field: the import cannot read it ('"Referred By" fields are not currently supported').
    {
      id: fields.referredBy.id,
      moduleId: DEMO_MODULES.contacts.id,
      name: fields.referredBy.name,
      type: "lookup",
      position: 5,
    },
  ]);
  const account = (moduleId: string, name: string, website: string, country: string) => ({
    id: randomUUID(),
    orgId: summit.orgId,
    eventId: summit.id,
    moduleId,
    name,
    website,
    country,
  });
  const [acme] = await tx
    .insert(accounts)
    .values([
      account(DEMO_MODULES.sponsors.id, "Acme Corp", "https://acme.example", "US"),
      account(DEMO_MODULES.sponsors.id, "Globex", "https://globex.example", "GB"),
      account(DEMO_MODULES.exhibitors.id, "Booth Builders", "https://booth-builders.example", "DE"),
      account(DEMO_MODULES.exhibitors.id, "Initech", "https://initech.example", "CA"),
    ])
    .returning();
  if (acme) {
    await tx
      .update(contacts)
      .set({ accountId: acme.id })
      .where(and(eq(contacts.eventId, summit.id), eq(contacts.email, "maria@example.com")));
  }
}
