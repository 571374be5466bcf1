import { accessOutcome, evaluationMessages, eventRouteRequirement, messages } from "@foyer/domain";
import { createOrganizerFormsApi, createPermissionsApi, isHttpError } from "@foyer/sdk";
import { AppHeader, redirectState, useApp, useStore } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { AreaFrame, AreaSkeleton } from "../area-frame/AreaFrame.js";
import { CommandSearch } from "../search/CommandSearch.js";
import { eventKey, meKey } from "../server-data/query-keys.js";
import { useAccessGate } from "../server-data/ServerDataProvider.js";
import { EventLink } from "./EventLink.js";
import { eventCommandPages } from "./event-command-pages.js";
import { EventContext, type EventContextValue } from "./event-context.js";
import { canOpen, eventPath, eventSubpath, formsPath, sectionOrder, sections } from "./event-paths.js";
import { FieldsNav } from "./fields/FieldsNav.js";
import { HistoryNav } from "./history/HistoryNav.js";
import { type GateOutcome, NoAccessScreen } from "./NoAccessScreen.js";
import { PortalsNav } from "./portals/PortalsNav.js";
import { RecordsNav } from "./records/RecordsNav.js";
import { SettingsNav } from "./SettingsNav.js";
import { SessionsNav } from "./sessions/SessionsNav.js";
import { TeamNav } from "./team/TeamNav.js";

export const LEAVE_UNSAVED = "You have unsaved changes. Leave without saving them?";

/**
 * What the gate says for a call's 403: a member refused a section (module permission, or a plan
 * they do not evaluate) lacks permission; anything else means no access to the event at all.
 */
function gateOutcomeOf(error: unknown): GateOutcome {
  if (!isHttpError(error)) return "noAccess";
  return error.message === messages.noPermission || error.message === evaluationMessages.notEvaluator
    ? "noPermission"
    : "noAccess";
}

/**
 * The frame of /event-light/{eventId}/…: header, the event's name, the side navigation. It is
 * also the area's route guard (spec 2 §6 "Permission-gated view"): the user's profile on the
 * event is loaded once, and a page the profile cannot open shows 'uh Oh!' instead.
 */
export function EventLayout({ eventId, children }: { eventId: string; children: ReactNode }) {
  const { services, navigate } = useApp();
  const { sdk } = services;
  const session = useStore(sdk.session);
  const [pathname] = useLocation();
  const [denied, setDenied] = useState<GateOutcome | null>(null);
  const unsaved = useRef(false);
  // Every 403 of the area's queries and mutations (server-data/query-client.ts) gives way to the gate.
  useAccessGate((error) => setDenied(gateOutcomeOf(error)));
  // The name only decorates the frame: a failure here is not worth an error notice.
  const events = useQuery({ queryKey: meKey("events"), queryFn: () => sdk.api.user.events() });
  const thisEvent = events.data?.find((event) => event.id === eventId);
  const eventName = thisEvent?.name;
  const userId = session.status === "authenticated" ? session.user.id : null;
  const permissions = useMemo(() => createPermissionsApi(sdk.http), [sdk]);
  // Once per event and user; a 403 arrives as dontHavePermission (the SDK's reading of spec 2 §6).
  const profile = useQuery({
    queryKey: eventKey(eventId, "profile", userId),
    queryFn: () => (userId ? permissions.eventProfile(eventId, userId) : null),
    enabled: userId !== null,
    // Its failure is the area's own error screen below, not the gate.
    meta: { gate: false },
  });
  const loadedProfile = profile.data ?? null;

  // Paths such as /event-light/{id}/applications/{formId} contain "/applications/", which the
  // start-up check treats as public (spec 1 §2): this area asks for a session itself.
  useEffect(() => {
    if (session.status !== "anonymous") return;
    const returnTo = encodeURIComponent(location.pathname + location.search);
    navigate(`/login?returnTo=${returnTo}`, { replace: true, state: redirectState(messages.mustBeLoggedIn) });
  }, [session.status, navigate]);

  const leaveTo = useCallback(
    (href: string, options?: { force?: boolean }) => {
      if (!options?.force && unsaved.current && !window.confirm(LEAVE_UNSAVED)) return;
      unsaved.current = false;
      navigate(href);
    },
    [navigate],
  );
  const context = useMemo<EventContextValue | null>(
    () =>
      loadedProfile && {
        eventId,
        api: createOrganizerFormsApi(sdk.http, eventId),
        profile: loadedProfile,
        denyAccess: (error?: unknown) => setDenied(gateOutcomeOf(error)),
        setUnsaved: (value) => {
          unsaved.current = value;
        },
        leaveTo,
      },
    [eventId, sdk, leaveTo, loadedProfile],
  );

  const commandPages = useMemo(
    () => (loadedProfile ? eventCommandPages(eventId, eventName, loadedProfile) : []),
    [eventId, eventName, loadedProfile],
  );

  // Loading, refused or failed, the page keeps the app's top bar (issue 22).
  if (session.status !== "authenticated") return <AreaSkeleton />;
  const user = session.user;
  const headerWith = (eventsLink: ReactNode, search?: ReactNode) => (
    <AppHeader
      onNavigate={(href) => leaveTo(href)}
      area={eventName}
      nav={
        <nav className="admin-nav" aria-label="Main">
          {eventsLink}
        </nav>
      }
      userName={user.displayName || user.email}
      onSignOut={() => leaveTo("/logout")}
    >
      {search}
    </AppHeader>
  );
  // Outside the event's context (loading, refused) the link needs no unsaved-changes guard.
  const header = headerWith(
    <Link className="admin-nav__link" href="/home">
      Events
    </Link>,
  );
  if (profile.status === "error")
    return (
      <AreaFrame header={header}>
        <NoAccessScreen outcome="error" />
      </AreaFrame>
    );
  if (!context) return <AreaSkeleton header={header} />;
  const outcome = denied ?? accessOutcome(context.profile, eventRouteRequirement(eventSubpath(pathname)));
  if (outcome !== "ok") {
    // A platform admin outside the event may join its team as an admin (spec 2 §7).
    const bring =
      user.isFoyerAdmin && outcome === "noAccess"
        ? async () => {
            await permissions.bringEventAdmin(eventId);
            location.reload();
          }
        : undefined;
    return (
      <AreaFrame header={header}>
        <NoAccessScreen outcome={outcome} onBringAdminAccess={bring} />
      </AreaFrame>
    );
  }
  const formSections = sectionOrder.filter((section) => canOpen(context.profile, sections[section].path));

  return (
    <EventContext.Provider value={context}>
      <div className="admin-platform event-shell">
        {headerWith(
          <EventLink className="admin-nav__link" href="/home">
            Events
          </EventLink>,
          // The search covers the event's organization: its people, sessions and content the user may read.
          thisEvent ? (
            <CommandSearch
              orgId={thisEvent.org_id}
              pages={commandPages}
              onNavigate={(href) => leaveTo(href)}
            />
          ) : null,
        )}
        <div className="event-layout">
          <aside className="event-sidebar">
            <div className="event-sidebar__inner">
              <p className="event-sidebar__eyebrow">Event</p>
              <p className="event-sidebar__name">{eventName ?? "\u00a0"}</p>
              <nav className="event-sidebar__nav" aria-label="Event">
                <ul className="event-sidebar__list">
                  <li>
                    <EventLink
                      className="event-sidebar__link"
                      href={eventPath(eventId, "dashboard")}
                      aria-current={pathname === eventPath(eventId, "dashboard") ? "page" : undefined}
                    >
                      Dashboard
                    </EventLink>
                  </li>
                </ul>
                <RecordsNav eventId={eventId} pathname={pathname} profile={context.profile} />
                <SessionsNav eventId={eventId} pathname={pathname} profile={context.profile} />
                {formSections.length > 0 ? (
                  <p className="event-sidebar__group" id="event-nav-forms">
                    Forms
                  </p>
                ) : null}
                <ul className="event-sidebar__list" aria-labelledby="event-nav-forms">
                  {formSections.map((section) => {
                    const href = formsPath(eventId, section);
                    const active = pathname === href || pathname.startsWith(`${href}/`);
                    return (
                      <li key={section}>
                        <EventLink
                          className="event-sidebar__link"
                          href={href}
                          aria-current={active ? "page" : undefined}
                        >
                          {sections[section].navLabel}
                        </EventLink>
                      </li>
                    );
                  })}
                </ul>
                <PortalsNav eventId={eventId} pathname={pathname} profile={context.profile} />
                <TeamNav eventId={eventId} pathname={pathname} profile={context.profile} />
                <FieldsNav eventId={eventId} pathname={pathname} profile={context.profile} />
                <HistoryNav eventId={eventId} pathname={pathname} profile={context.profile} />
                <SettingsNav eventId={eventId} pathname={pathname} profile={context.profile} />
              </nav>
            </div>
          </aside>
          <main className="event-main">{children}</main>
        </div>
      </div>
    </EventContext.Provider>
  );
}
