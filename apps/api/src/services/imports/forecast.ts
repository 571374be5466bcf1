import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type LoadRow, type LoadTarget, type RecordCounters, rowKeys } from "./load.js";

/**
 * What a validation run says the import *will* do (spec 2 §2.2 "will be" wording): the distinct
 * records the valid rows name, split into those that exist already and those to be created, by
 * the same keys the loader matches on.
 */
export class RecordForecast {
  private readonly contacts = new Set<string>();
  private readonly accounts = new Set<string>();
  private readonly custom = new Set<string>();

  constructor(private readonly target: LoadTarget) {}

  add(row: LoadRow): void {
    const keys = rowKeys(this.target, row);
    if (keys.contact) this.contacts.add(keys.contact);
    if (keys.account) this.accounts.add(keys.account);
    if (keys.custom) this.custom.add(keys.custom);
  }

  async count(db: Db): Promise<RecordCounters> {
    const { target } = this;
    const emails = [...this.contacts].filter((key) => key.startsWith("e:")).map((key) => key.slice(2));
    const names = [...this.contacts]
      .filter((key) => key.startsWith("n:"))
      .map((key) => {
        const [fname = "", lname = ""] = key.slice(2).split("\t");
        return { fname, lname };
      });
    let existingContacts = 0;
    for (const chunk of chunks(emails)) {
      existingContacts += await countOf(
        db,
        sql`select count(distinct lower(email))::int as n from contacts
            where event_id = ${target.eventId} and email is not null
              and lower(email) in (select value from json_array_elements_text(${JSON.stringify(chunk)}::json))`,
      );
    }
    for (const chunk of chunks(names)) {
      existingContacts += await countOf(
        db,
        sql`select count(*)::int as n from json_to_recordset(${JSON.stringify(chunk)}::json) as s(fname text, lname text)
            where exists (select 1 from contacts c where c.event_id = ${target.eventId}
                            and lower(c.fname) = s.fname and lower(c.lname) = s.lname)`,
      );
    }
    const existingIn = async (
      table: "accounts" | "custom_records",
      moduleId: string | null,
      keys: Set<string>,
    ) => {
      let found = 0;
      if (!moduleId) return 0;
      for (const chunk of chunks([...keys])) {
        found += await countOf(
          db,
          sql`select count(distinct lower(name))::int as n from ${sql.identifier(table)}
              where module_id = ${moduleId}
                and lower(name) in (select value from json_array_elements_text(${JSON.stringify(chunk)}::json))`,
        );
      }
      return found;
    };
    const existingAccounts = await existingIn("accounts", target.accountsModuleId, this.accounts);
    const existingCustom = await existingIn("custom_records", target.customModuleId, this.custom);
    return {
      contacts_created: this.contacts.size - existingContacts,
      existing_contacts: existingContacts,
      accounts_created: this.accounts.size - existingAccounts,
      existing_accounts: existingAccounts,
      custom_records_created: this.custom.size - existingCustom,
      existing_custom_records: existingCustom,
    };
  }
}

function* chunks<T>(items: readonly T[], size = 5000): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

async function countOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows?: { n: number }[] };
  const rows = result.rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}
