import { cloneMessages, type JobProgress, messages, solveOutcome, syncCounts } from "@foyer/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { jobs, orgUsers, users } from "../../db/schema/index.js";
import { absent, notPermitted } from "../refusal.js";

/**
 * GET /jobs/progress/{jobId} (spec 1 §3 "Job progress: status, payload"; spec 2 §7 "Clone job
 * status"): only the user who started the job, or a platform admin, reads it. Another member of
 * the job's organization gets 403; anyone else 404, as if it did not exist.
 */
export async function jobProgress(db: Db, userId: string, jobId: string): Promise<JobProgress> {
  const [row] = await db
    .select({ job: jobs, platformAdmin: users.isFoyerAdmin, orgMember: orgUsers.userId })
    .from(jobs)
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(orgUsers, and(eq(orgUsers.orgId, jobs.orgId), eq(orgUsers.userId, userId)))
    .where(eq(jobs.id, jobId));
  if (!row) throw absent(cloneMessages.jobNotFound);
  const { job } = row;
  if (job.userId !== userId && !row.platformAdmin) {
    if (row.orgMember !== null) throw notPermitted(messages.noPermission);
    throw absent(cloneMessages.jobNotFound);
  }
  const result = (job.result ?? {}) as {
    newEventId?: unknown;
    eventIds?: unknown;
    counts?: unknown;
    problems?: unknown;
  };
  // An integration sync's result (services/integrations/sync-run.ts): the events written, the counts, what was left out.
  const counts = syncCounts.safeParse(result.counts);
  const texts = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : undefined;
  const eventIds = texts(result.eventIds);
  const problems = texts(result.problems);
  // A scheduler run's (services/schedule/solve-job.ts): what it placed, what not and why.
  const solved = solveOutcome.safeParse(result);
  return {
    status: job.status,
    payload: {
      progress: job.progress,
      remainingSeconds: job.remainingSeconds,
      latestOperation: job.latestOperation,
      ...(typeof result.newEventId === "string" ? { newEventId: result.newEventId } : {}),
      ...(job.error ? { error: job.error } : {}),
      ...(eventIds ? { eventIds } : {}),
      ...(counts.success ? { counts: counts.data } : {}),
      ...(problems ? { problems } : {}),
      ...(solved.success ? solved.data : {}),
    },
  };
}
