import { hasTiers, type ModuleSummary } from "@foyer/domain";
import { useRemote } from "@foyer/widgets/react";
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
  const tiers = useRemote(() => api.list(), [api]);
  if (tiers.state.status !== "ready") return null;
  const tier = tiers.state.data.find((one) => one.sponsors.some((sponsor) => sponsor.id === recordId));
  if (!tier) return null;
  return (
    <>
      {" · Tier: "}
      <EventLink href={tiersPath(module.eventId)}>{tier.name}</EventLink>
    </>
  );
}
