import { lazy, Suspense } from "react";
import type { WidgetSignInProps } from "./WidgetSignIn.js";

// Its own chunk: a signed-in organizer never downloads the sign-in form and its checks.
const WidgetSignInPart = lazy(() =>
  import("./WidgetSignIn.js").then((module) => ({ default: module.WidgetSignIn })),
);

/**
 * The organizer widgets' inline sign-in, loaded on first use (see `WidgetSignIn`).
 * @example {status === "signIn" ? <LazyWidgetSignIn notice={text.signIn} /> : null}
 */
export function LazyWidgetSignIn(props: WidgetSignInProps & { loading: string }) {
  const { loading, ...rest } = props;
  return (
    <Suspense
      fallback={
        <p role="status" part="status">
          {loading}
        </p>
      }
    >
      <WidgetSignInPart {...rest} />
    </Suspense>
  );
}
