// The answer checks in a chunk of their own, loaded through `validation.ts`.
export { validateSubmission } from "@foyer/domain";
