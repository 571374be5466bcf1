import type { ReactNode } from "react";
import { PortalFrame } from "./PortalFrame.js";
import type { PublicPortal } from "./portal-calls.js";

/**
 * A portal page of one section: the frame, and a section named by its heading `title`. The
 * children may be a function of the portal (to link only to the sections it shows).
 */
export function PortalPage({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode | ((portal: PublicPortal | null) => ReactNode);
}) {
  return (
    <PortalFrame>
      {(portal) => (
        <section aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`} className="portal-page__title">
            {title}
          </h1>
          {typeof children === "function" ? children(portal) : children}
        </section>
      )}
    </PortalFrame>
  );
}

/** What a detail page shows for an unknown id (or another participant's): what is missing, why, and the way back. */
export function MissingSection({
  id,
  title,
  message,
  back,
}: {
  id: string;
  title: string;
  message: string;
  back: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="portal-page__title">
        {title}
      </h1>
      <p>{message}</p>
      {back}
    </section>
  );
}
