// A tiny widget for the runtime tests (the real form widget is tested on its own): it shows its
// props, exposes the context it got, and emits what a test asks it to.
import { useEffect } from "react";
import { useWidget, type WidgetContextValue } from "../runtime/widget-context.js";

export interface StandInProps {
  label: string;
  /** Throws while rendering, to exercise the error boundary. */
  crash?: boolean;
}

export const seen: { context: WidgetContextValue | null } = { context: null };

export function StandInWidget({ label, crash }: StandInProps) {
  const context = useWidget();
  seen.context = context;
  if (crash) throw new Error("stand-in crashed");
  useEffect(() => {
    context.emit("foyer:ready", null);
  }, [context]);
  return (
    <form part="form" className="stand-in" data-theme-seen={context.theme}>
      <p>{label}</p>
      <button type="button" onClick={() => context.emit("foyer:submit", { submission: { id: "s-1" } })}>
        Send
      </button>
    </form>
  );
}

export const standInCss = ".stand-in { padding: var(--foyer-space-4); }";
