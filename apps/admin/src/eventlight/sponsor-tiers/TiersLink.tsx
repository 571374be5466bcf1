import { hasTiers, type ModuleSummary } from "@foyer/domain";
import { EventLink } from "../EventLink.js";
import { tiersPath } from "./tier-paths.js";

/** The sponsors list's way to its tiers (spec 1 §2 `sponsors/settings/tiers`); nothing for other modules. */
export function TiersLink({ module }: { module: ModuleSummary }) {
  if (!hasTiers(module)) return null;
  return (
    <EventLink className="foyer-button foyer-button--secondary" href={tiersPath(module.eventId)}>
      Tiers
    </EventLink>
  );
}
