import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useEvent } from "./event-context.js";

/** A plain click (main button, no modifier) is routed in-app; others open as the browser likes. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link inside the event area: it asks before leaving unsaved changes behind. */
export function EventLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { leaveTo } = useEvent();
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        leaveTo(href);
      }}
    />
  );
}
