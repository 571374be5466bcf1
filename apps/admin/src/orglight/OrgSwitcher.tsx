import type { UserOrganization } from "@foyer/domain";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { OrgLogo } from "./OrgLogo.js";
import { orgPath } from "./org-paths.js";

export const SWITCH_ORGANIZATION = "Switch organization";

/**
 * 'Switching organization' for members of several organizations: a disclosure listing them.
 * Choosing one loads its dashboard as a new page (spec 2 §6 "Organization admins can switch into
 * an organization; the page reloads"), so nothing of the previous organization stays in memory.
 */
export function OrgSwitcher({
  orgId,
  organizations,
}: {
  orgId: string;
  organizations: readonly UserOrganization[];
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A press anywhere else closes the list; the listener lives only while it is open.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.composedPath()[0] as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>("[aria-current='page'], a")?.focus();
  }, [open]);

  if (organizations.length < 2) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (!open || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
    event.preventDefault();
    const links = [...(root.current?.querySelectorAll<HTMLElement>(".org-switcher__link") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? (at + 1) % links.length : (at - 1 + links.length) % links.length;
    links[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape move within the disclosure's own links.
    <div className="org-switcher" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="foyer-button foyer-button--ghost"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {SWITCH_ORGANIZATION}
      </button>
      {open ? (
        <ul className="org-switcher__list" id={listId} aria-label="Your organizations">
          {organizations.map((org) => (
            <li key={org.id}>
              <a
                className="org-switcher__link"
                href={orgPath(org.id, "dashboard")}
                aria-current={org.id === orgId ? "page" : undefined}
              >
                <OrgLogo organization={org} />
                <span>{org.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
