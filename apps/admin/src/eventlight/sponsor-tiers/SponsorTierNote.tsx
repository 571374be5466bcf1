import { hasTiers, type ModuleSummary } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { eventKey } from "../../server-data/query-keys.js";
import { EventLink } from "../EventLink.js";
import { tiersPath } from "./tier-paths.js";
import { useTiersApi } from "./useTiersApi.js";

/**
 * A sponsor's tier on its record page (' · Tier: Gold', linking to the tiers page); nothing for
 * other records, for an untiered sponsor, or while the tiers load. It only decorates the page,
 * so a failure stays silent.
 */
export function SponsorTierNote({ module, recordId }: { module: ModuleSummary; recordId: string }) {
  if (!hasTiers(module)) return null;
  return <TierOf module={module} recordId={recordId} />;
}

function TierOf({ module, recordId }: { module: ModuleSummary; recordId: string }) {
  const api = useTiersApi(module.id);
  // A decoration: its failure (a 403 too) stays silent.
  const tiers = useQuery({
    queryKey: eventKey(module.eventId, "tiers", module.id),
    queryFn: () => api.list(),
    meta: { gate: false },
  });
  // Busy while the tiers load, so a reader (and a test) knows when "no tier" is the answer.
  if (tiers.status === "pending") return <span className="sponsor-tier-note" aria-busy="true" />;
  if (tiers.status !== "success") return null;
  const tier = tiers.data.find((one) => one.sponsors.some((sponsor) => sponsor.id === recordId));
  if (!tier) return null;
  return (
    <>
      {" · Tier: "}
      <EventLink href={tiersPath(module.eventId)}>{tier.name}</EventLink>
    </>
  );
}
