/**
 * The one place widgets import signals from. In React hosts this is `@preact/signals-react`
 * (components call `useSignals()` to subscribe); the standalone embed build aliases this module
 * to `signals-preact.ts`, where Preact subscribes components by itself.
 */
export { batch, computed, effect, type ReadonlySignal, type Signal, signal } from "@preact/signals-react";
export { useSignals } from "@preact/signals-react/runtime";
