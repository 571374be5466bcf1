/** The Preact build's stand-in for `signals.ts` (aliased by the embed build). */
export { batch, computed, effect, type ReadonlySignal, type Signal, signal } from "@preact/signals";

/** Preact components subscribe to the signals they read without help. */
export function useSignals(): void {}
