import { messages } from "@foyer/domain";

export interface LoadingScreenProps {
  /**
   * What the screen says while it waits.
   * @default "Loading..."
   * @example <LoadingScreen text="Signing you in..." />
   */
  text?: string;
}

/** Full-screen wait (spec 1 §2 "Other screens"): shown until the start-up session check completes. */
export function LoadingScreen({ text = messages.loading }: LoadingScreenProps) {
  return (
    <div className="foyer-screen foyer-loading" role="status" aria-live="polite">
      <span className="foyer-spinner" aria-hidden="true" />
      <p className="foyer-loading__text">{text}</p>
    </div>
  );
}
