import type { ReactNode } from "react";
import { Link } from "wouter";

/** An in-app link (wouter): the team pages' default where the area has no link of its own. */
export function appLink(href: string, className: string, children: ReactNode): ReactNode {
  return (
    <Link className={className} href={href}>
      {children}
    </Link>
  );
}
