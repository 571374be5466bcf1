import type { ReactNode } from "react";
import { PortalFrame } from "./PortalFrame.js";

/** A portal page of one section: the frame, and a section named by its heading `title`. */
export function PortalPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <PortalFrame>
      {() => (
        <section aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`} className="portal-page__title">
            {title}
          </h1>
          {children}
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
