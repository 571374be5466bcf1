import {
  accessOutcome,
  ORG_CREATE_EVENTS,
  type Organization,
  type PermissionProfile,
  type Requirement,
  type UserOrganization,
} from "@foyer/domain";
import type { OrganizationsApi } from "@foyer/sdk";
import { createContext, useContext } from "react";

/** What every page of the organization area shares, provided by OrgLayout. */
export interface OrgContextValue {
  orgId: string;
  organization: Organization;
  /** The signed-in user's profile on the organization, loaded once by the area's guard. */
  profile: PermissionProfile;
  /** The user's organizations (the switcher, the event-creation modal); empty until loaded. */
  myOrganizations: readonly UserOrganization[];
  api: OrganizationsApi;
  /** A page saved the organization (its name, its logo): the frame shows the new one. */
  setOrganization(organization: Organization): void;
  /** Stars changed: the menu's starred events load again. */
  refreshMenu(): void;
  /** A call answered 403: the whole area gives way to the permission-gated screen (spec 2 §6). */
  denyAccess(error?: unknown): void;
  /** Opens the event-creation modal (spec 1 §4). */
  openAddEvent(): void;
}

export const OrgContext = createContext<OrgContextValue | null>(null);

export function useOrg(): OrgContextValue {
  const value = useContext(OrgContext);
  if (!value) throw new Error("useOrg() must be called inside <OrgLayout>");
  return value;
}

/** Whether the profile meets `requirement` by the permission-gated view's rules (spec 2 §6). */
export function allows(profile: PermissionProfile, requirement: Requirement | null): boolean {
  return accessOutcome(profile, requirement) === "ok";
}

/** Whether the user may add events to the organization in view (the server decides again). */
export function canCreateEvents(profile: PermissionProfile): boolean {
  return allows(profile, ORG_CREATE_EVENTS);
}
