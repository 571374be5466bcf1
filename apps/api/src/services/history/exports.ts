import { randomUUID } from "node:crypto";
import type { ExportKind } from "@foyer/domain";
import type { Db } from "../../db/client.js";
import { exportLog } from "../../db/schema/index.js";

export interface ExportWrite {
  orgId: string;
  eventId: string | null;
  userId: string | null;
  kind: ExportKind;
  subject: string;
  moduleId?: string | null;
  reportId?: string | null;
  fileName: string;
}

/**
 * Notes a download in the export history (issue 20 item 6, `history/exports`): called when the
 * file is asked for, after the permission check, before its first byte is sent.
 */
export async function recordExport(db: Db, entry: ExportWrite): Promise<void> {
  await db.insert(exportLog).values({
    id: randomUUID(),
    orgId: entry.orgId,
    eventId: entry.eventId,
    userId: entry.userId,
    kind: entry.kind,
    subject: entry.subject,
    moduleId: entry.moduleId ?? null,
    reportId: entry.reportId ?? null,
    fileName: entry.fileName,
  });
}
