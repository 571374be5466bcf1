import { messages } from "@foyer/domain";
import { Component, type ReactNode } from "react";
import type { WidgetContextValue } from "./widget-context.js";

interface WidgetErrorBoundaryProps {
  emit: WidgetContextValue["emit"];
  children?: ReactNode;
}

type BoundaryState = { status: "ok" } | { status: "crashed" };

/**
 * A widget that throws while rendering shows the spec's error text in its own box (spec 1 §2
 * "Other screens") and tells the host page with `foyer:error`, instead of leaving a hole.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { status: "ok" };

  static getDerivedStateFromError(): BoundaryState {
    return { status: "crashed" };
  }

  override componentDidCatch(error: unknown): void {
    console.error("Foyer: a widget failed to render", error);
    this.props.emit("foyer:error", { message: messages.errorPageText });
  }

  override render(): ReactNode {
    if (this.state.status === "ok") return this.props.children;
    return (
      <p className="foyer-widget-error" part="error" role="alert">
        {messages.errorPageText}
      </p>
    );
  }
}
