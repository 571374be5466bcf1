import type { MultipartFile } from "@fastify/multipart";
import { logoMessages } from "@foyer/domain";
import { ApiError, badRequest } from "./errors.js";

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * The request's one file, read whole (a logo is small). Spec 1 §5 "a single file": a second file
 * is refused (400), a file over the limit too (413).
 */
export async function readOneFile(
  files: AsyncIterableIterator<MultipartFile>,
): Promise<{ file: MultipartFile; bytes: Buffer }> {
  try {
    const first = await files.next();
    if (first.done) throw badRequest(logoMessages.oneFile);
    const bytes = await first.value.toBuffer();
    const second = await files.next();
    if (!second.done) {
      second.value.file.resume();
      throw badRequest(logoMessages.oneFile);
    }
    return { file: first.value, bytes };
  } catch (error) {
    if (codeOf(error) === "FST_REQ_FILE_TOO_LARGE")
      throw new ApiError(413, "VALIDATION_ERROR", logoMessages.tooLarge);
    if (codeOf(error) === "FST_FILES_LIMIT") throw badRequest(logoMessages.oneFile);
    throw error;
  }
}
