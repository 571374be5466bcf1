import { z } from "zod";
import {
  type DeletedFileKind,
  FILE_EXTENSION_PATTERN,
  FILE_KIND_EXTENSIONS_MAX,
  FILE_KIND_NAME_MAX,
  FILE_KIND_SIZE_MAX_MB,
  FILE_KIND_SIZE_MIN_MB,
  type FileKind,
  normalizeExtension,
} from "./file-kinds.js";

/** The zod schemas of file-kinds.ts (kept apart so browser chunks that use the rules never pull zod in). */

export const fileKind = z
  .object({
    id: z.string(),
    name: z.string(),
    extensions: z.array(z.string()).describe("Accepted extensions, lower case without the dot."),
    maxSizeMb: z.number().int().describe("The largest file accepted, in MB."),
    required: z.boolean().describe("Whether every session should have a file of this kind."),
    position: z.number().int().describe("Order in lists and pickers, from 0."),
    fileCount: z.number().int().describe("How many session files are linked under it."),
  })
  .meta({ id: "SessionFileKind" }) satisfies z.ZodType<FileKind>;

export const deletedFileKind = z.object({
  id: z.string(),
  clearedFiles: z
    .number()
    .int()
    .describe("How many session files were linked under it; they stay, with no kind."),
}) satisfies z.ZodType<DeletedFileKind>;

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(FILE_KIND_NAME_MAX, `Name must be at most ${FILE_KIND_NAME_MAX} characters`);

const extensionsMessage = "extensions must be a list such as pdf, pptx, key";
const extensions = z
  .array(
    z
      .string({ error: extensionsMessage })
      .max(20, "An extension has at most 10 letters or digits")
      .transform(normalizeExtension)
      .refine(
        (value) => FILE_EXTENSION_PATTERN.test(value),
        "An extension has 1 to 10 letters or digits, such as pdf",
      ),
    { error: extensionsMessage },
  )
  .min(1, "List at least one extension, such as pdf")
  .max(FILE_KIND_EXTENSIONS_MAX, `List at most ${FILE_KIND_EXTENSIONS_MAX} extensions`)
  .transform((list) => [...new Set(list)]);

const maxSizeMb = z
  .number({ error: "maxSizeMb must be a number of MB" })
  .int("maxSizeMb must be a whole number of MB")
  .min(FILE_KIND_SIZE_MIN_MB, `maxSizeMb must be at least ${FILE_KIND_SIZE_MIN_MB}`)
  .max(FILE_KIND_SIZE_MAX_MB, `maxSizeMb must be at most ${FILE_KIND_SIZE_MAX_MB}`);

const required = z.boolean({ error: "required must be true or false" });

/** POST /events/{eventId}/session-file-kinds: a new kind, at the end of the list. */
export const fileKindCreateBody = z
  .object({ name, extensions, maxSizeMb: maxSizeMb.default(50), required: required.default(false) })
  .strict();
export type FileKindCreateBody = z.infer<typeof fileKindCreateBody>;

/** PUT /events/{eventId}/session-file-kinds/{kindId}: the fields sent change. */
export const fileKindUpdateBody = z
  .object({
    name: name.optional(),
    extensions: extensions.optional(),
    maxSizeMb: maxSizeMb.optional(),
    required: required.optional(),
  })
  .strict()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    "Send at least one field to change",
  );
export type FileKindUpdateBody = z.infer<typeof fileKindUpdateBody>;
