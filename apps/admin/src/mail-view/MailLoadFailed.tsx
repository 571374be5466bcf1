import type { ComponentProps } from "react";
import { Link } from "wouter";
import { FailedPanel } from "../eventlight/PagePanels.js";

/**
 * A failed load of mail, outside the event area too: the event pages' FailedPanel (a 404 says the
 * message is gone, anything else offers to try again) with a plain route link back.
 */
export function MailLoadFailed(props: Omit<ComponentProps<typeof FailedPanel>, "backLink">) {
  return <FailedPanel {...props} backLink={Link} />;
}
