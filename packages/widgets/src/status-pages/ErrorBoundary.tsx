import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorPage } from "./ErrorPage.js";

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /**
   * What to show instead of the crashed tree.
   * @default the generic ErrorPage
   * @example <ErrorBoundary fallback={(error) => <p>{String(error)}</p>}>…</ErrorBoundary>
   */
  fallback?: (error: unknown) => ReactNode;
  /**
   * Where the error is reported (spec 2 §4.8 "reports to an error-reporting service").
   * @default console.error
   */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

type BoundaryState = { status: "ok" } | { status: "crashed"; error: unknown };

/** The global error boundary of spec 2 §4.8: a fallback screen instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { status: "ok" };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { status: "crashed", error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error("Foyer: a screen failed to render", error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.status === "ok") return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error) : <ErrorPage />;
  }
}
