import { type ExcludedContentKey, excludedContentKeys, type ParsedCloneRequest } from "@foyer/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { modules } from "../../db/schema/index.js";
import type { Readable } from "./access.js";
import { isDefaultModule } from "./options.js";

/**
 * What one clone copies (docs/cloning.md "What is copied"), decided once from the request and
 * the user's permissions on the source; the table specs read it.
 */
export interface ClonePlan {
  readable: Readable;
  excluded: Record<ExcludedContentKey, ReadonlySet<string>>;
  /** Source modules copied with their fields. */
  fullModules: ReadonlySet<string>;
  /**
   * Source modules copied without fields or records: contacts, sponsors and exhibitors the user
   * excluded or may not read (every event has them, so the clone has them too, empty).
   */
  bareModules: ReadonlySet<string>;
  /** Source modules whose records come along (all record data, or the module's own toggle). */
  recordModules: ReadonlySet<string>;
  /** The source's contacts module, when its contacts come along. */
  contactsCopied: boolean;
  /** Form submissions come along. */
  submissions: boolean;
  /** The one cloning: admin of the new event's team whatever the exclusions say. */
  clonerId: string;
  /** Roles belong to an organization: team members keep theirs only inside the same one. */
  sameOrg: boolean;
  /** What the request asked for, as read by the contract. */
  request: ParsedCloneRequest;
}

export async function makePlan(
  tx: Db,
  input: {
    sourceEventId: string;
    sourceOrgId: string;
    request: ParsedCloneRequest;
    readable: Readable;
    clonerId: string;
  },
): Promise<ClonePlan> {
  const { request, readable } = input;
  const excluded = Object.fromEntries(
    excludedContentKeys.map((key) => [key, new Set(request.excludedContent[key])]),
  ) as Record<ExcludedContentKey, Set<string>>;
  const withRecords = new Set(request.includeAllRecords);
  const fullModules = new Set<string>();
  const bareModules = new Set<string>();
  const recordModules = new Set<string>();
  let contactsCopied = false;
  const rows = await tx.select().from(modules).where(eq(modules.eventId, input.sourceEventId));
  for (const module of rows) {
    if (readable.module(module) && !excluded.modules.has(module.id)) {
      fullModules.add(module.id);
      if (request.includeAllRecordData || withRecords.has(module.id)) {
        recordModules.add(module.id);
        if (module.kind === "contacts") contactsCopied = true;
      }
    } else if (isDefaultModule(module)) {
      bareModules.add(module.id);
    }
  }
  return {
    readable,
    excluded,
    fullModules,
    bareModules,
    recordModules,
    contactsCopied,
    submissions: request.includeAllFormSubmissions,
    clonerId: input.clonerId,
    sameOrg: input.sourceOrgId === request.cloneToOrgId,
    request,
  };
}
