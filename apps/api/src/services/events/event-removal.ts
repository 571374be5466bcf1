import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";

/*
 * Deleting an event (issue 20 item 1): everything of the event goes in one transaction. Most
 * tables follow `events` by their foreign keys (on delete cascade, or set null where a row
 * outlives the event, as a sent mail does); the few that name the event without one are deleted
 * here by hand. Uploads are shared between an event and its clones (services/clone/tables.ts), so
 * a file goes only when nothing is left that uses it.
 */

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** The uploads the event's rows use: by column, and inside form answers and record values. */
const eventUploads = (eventId: string) => sql`
  select substring(logo_image_url from '/api/uploads/(.*)$') as id from events where id = ${eventId}
  union select upload_id from record_files where event_id = ${eventId}
  union select sf.upload_id from session_files sf join event_sessions s on s.id = sf.session_id where s.event_id = ${eventId}
  union select upload_id from content_items where event_id = ${eventId}
  union select pr.upload_id from portal_resources pr join portals p on p.id = pr.portal_id where p.event_id = ${eventId}
  union select fs.upload_id from portal_file_submissions fs join portal_file_requests r on r.id = fs.request_id
    join portals p on p.id = r.portal_id where p.event_id = ${eventId}
  union select upload_id from imports where event_id = ${eventId}
  union select photo_upload_id from contacts where event_id = ${eventId}
  union select u.id from uploads u join forms f on f.id = u.form_id where f.event_id = ${eventId}
  union select m[1] from form_submissions fs join forms f on f.id = fs.form_id,
    regexp_matches(fs.values::text, ${UUID}, 'g') as m where f.event_id = ${eventId}
  union select m[1] from accounts a, regexp_matches(a.data::text, ${UUID}, 'g') as m where a.event_id = ${eventId}
  union select m[1] from custom_records c, regexp_matches(c.data::text, ${UUID}, 'g') as m where c.event_id = ${eventId}
  union select m[1] from contacts c, regexp_matches(c.data::text, ${UUID}, 'g') as m where c.event_id = ${eventId}`;

/** Whether anything still uses the upload `id` (a column of the outer query). */
const usedUpload = (id: SQL) => sql`(
  exists (select 1 from record_files where upload_id = ${id})
  or exists (select 1 from session_files where upload_id = ${id})
  or exists (select 1 from content_items where upload_id = ${id})
  or exists (select 1 from portal_resources where upload_id = ${id})
  or exists (select 1 from portal_file_submissions where upload_id = ${id})
  or exists (select 1 from imports where upload_id = ${id})
  or exists (select 1 from contacts where photo_upload_id = ${id})
  or exists (select 1 from events where logo_image_url = '/api/uploads/' || ${id})
  or exists (select 1 from organizations where logo_image_url = '/api/uploads/' || ${id})
  or exists (select 1 from users where photo_url = '/api/uploads/' || ${id})
  or exists (select 1 from form_submissions where strpos(values::text, ${id}) > 0)
  or exists (select 1 from accounts where strpos(data::text, ${id}) > 0)
  or exists (select 1 from custom_records where strpos(data::text, ${id}) > 0)
  or exists (select 1 from contacts where strpos(data::text, ${id}) > 0))`;

/**
 * Deletes the event's rows inside `tx` and its uploads nothing else uses; answers the storage keys
 * of those uploads, for the caller to remove from the file storage once the transaction commits.
 */
export async function removeEventRows(tx: Db, eventId: string): Promise<string[]> {
  const candidates = rowsOf<{ id: string | null }>(await tx.execute(eventUploads(eventId)))
    .map((row) => row.id)
    .filter((id): id is string => Boolean(id));
  // Tables that name the event without a foreign key to it.
  await tx.execute(sql`delete from imports where event_id = ${eventId}`);
  await tx.execute(sql`delete from search_entries where event_id = ${eventId}`);
  await tx.execute(sql`delete from contacts where event_id = ${eventId}`);
  // A sync's list of the events it touched is the organization's history: the event leaves it.
  await tx.execute(
    sql`update integration_sync_runs set event_ids = event_ids - ${eventId}::text where event_ids ? ${eventId}::text`,
  );
  await tx.execute(sql`delete from events where id = ${eventId}`);
  const keys: string[] = [];
  for (let at = 0; at < candidates.length; at += 500) {
    const ids = sql.join(
      candidates.slice(at, at + 500).map((id) => sql`${id}`),
      sql`, `,
    );
    const gone = rowsOf<{ storage_key: string }>(
      await tx.execute(sql`
        delete from uploads u where u.id in (${ids}) and not ${usedUpload(sql`u.id`)}
        returning u.storage_key`),
    );
    keys.push(...gone.map((row) => row.storage_key));
  }
  return keys;
}
