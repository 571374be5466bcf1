import {
  type ModuleSummary,
  meetsRequirement,
  recordModuleRequirement,
  type SponsorTier,
  type TierSponsor,
} from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../list-kit/ConfirmDialog.js";
import { isForbidden } from "../../server-data/access-gate.js";
import { eventKey } from "../../server-data/query-keys.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { EventLink } from "../EventLink.js";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { AddTierForm } from "./AddTierForm.js";
import { type TierBusy, TierCard } from "./TierCard.js";
import { useTiersApi } from "./useTiersApi.js";

export const TIERS_LOAD_FAILED = "An error occurred getting the sponsor tiers";

const sponsorsCount = (n: number) => (n === 1 ? "1 sponsor" : `${n} sponsors`);

type Deleting = { tier: SponsorTier; busy: boolean; error: string | null };

/** What an add says: how many joined, and who came from another tier. */
function addedMessage(tier: SponsorTier, before: readonly SponsorTier[], after: readonly SponsorTier[]) {
  const had = new Set(tier.sponsors.map((sponsor) => sponsor.id));
  const joined = (after.find((one) => one.id === tier.id)?.sponsors ?? []).filter((one) => !had.has(one.id));
  if (joined.length === 0) return null;
  const tierOf = new Map(
    before.flatMap((other) =>
      other.id === tier.id ? [] : other.sponsors.map((one) => [one.id, other.name]),
    ),
  );
  const moved = joined.flatMap((one) => {
    const from = tierOf.get(one.id);
    return from ? [`${one.name} moved from ${from}`] : [];
  });
  return `Added ${sponsorsCount(joined.length)} to ${tier.name}.${moved.length > 0 ? ` ${moved.join(", ")}.` : ""}`;
}

/**
 * The sponsors module's tiers as cards, in order (spec 1 §2 `sponsors/settings/tiers`): add a
 * tier, rename, move, delete (its sponsors stay in the event), and each tier's sponsors added with
 * the search-and-pick dialog, moved and removed (with Undo). Every change answers with the
 * tiers as the server now has them, which replace the cached ones.
 */
export function TierBoard({ module }: { module: ModuleSummary }) {
  const { services } = useApp();
  const { eventId, profile } = useEvent();
  const api = useTiersApi(module.id);
  const canWrite = meetsRequirement(profile, recordModuleRequirement(module, "update"));
  const titleId = useId();
  const nameField = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const tiersKey = eventKey(eventId, "tiers", module.id);
  const remote = useQuery({
    queryKey: tiersKey,
    queryFn: () => api.list(),
    meta: { errorMessage: TIERS_LOAD_FAILED },
  });
  const setChanged = (next: SponsorTier[]) => queryClient.setQueryData(tiersKey, next);
  const [busy, setBusy] = useState<{ tierId: string } & TierBusy>();
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [moved, setMoved] = useState<{ tierId: string; by: -1 | 1 } | null>(null);
  const tiers = remote.data ?? null;

  /** The message for a failed write; a 403 has given the whole area to the permission screen instead. */
  const failed = (error: unknown): string | null => (isForbidden(error) ? null : userMessageOf(error));

  /** A change of one tier's sponsors; the answer holds every tier (a move changes two). */
  const run = async (
    tierId: string,
    work: () => Promise<SponsorTier[]>,
    done?: (after: SponsorTier[]) => void,
  ) => {
    setBusy({ tierId, working: true, error: null });
    try {
      const after = await write(work);
      setChanged(after);
      setBusy(undefined);
      done?.(after);
    } catch (error) {
      const message = failed(error);
      setBusy(message ? { tierId, working: false, error: message } : undefined);
    }
  };

  if (!tiers && remote.status === "error") {
    return (
      <div className="event-page">
        <FailedPanel
          error={remote.error}
          message={TIERS_LOAD_FAILED}
          onRetry={() => void remote.refetch()}
          backHref={eventPath(eventId, "sponsors")}
          backLabel="Back to sponsors"
        />
      </div>
    );
  }

  const moveTier = async (index: number, by: -1 | 1) => {
    if (!tiers) return;
    const order = tiers.map((tier) => tier.id);
    const [tierId] = order.splice(index, 1);
    if (!tierId) return;
    order.splice(index + by, 0, tierId);
    setProblem(null);
    try {
      setChanged(await write(() => api.reorder(order)));
      setMoved({ tierId, by });
    } catch (error) {
      setProblem(failed(error));
    }
  };

  const removeSponsor = (tier: SponsorTier, sponsor: TierSponsor) => {
    const order = tier.sponsors.map((one) => one.id);
    void run(
      tier.id,
      () => api.removeSponsor(tier.id, sponsor.id),
      () =>
        services.snackbar.show({
          message: `${sponsor.name} is no longer in ${tier.name}.`,
          severity: "success",
          autoHideDuration: 8000,
          // Undo puts the sponsor back where it was (in the tier's order of before, if it still holds).
          action: {
            label: "Undo",
            onAction: () =>
              void run(tier.id, async () => {
                const after = await api.addSponsors(tier.id, [sponsor.id]);
                const now = after.find((one) => one.id === tier.id)?.sponsors.map((one) => one.id) ?? [];
                const same = now.length === order.length && order.every((id) => now.includes(id));
                return same ? api.reorderSponsors(tier.id, order) : after;
              }),
          },
        }),
    );
  };

  const removeTier = async (target: Deleting) => {
    setDeleting({ ...target, busy: true, error: null });
    try {
      const result = await write(() => api.remove(target.tier.id));
      setChanged((tiers ?? []).filter((tier) => tier.id !== target.tier.id));
      setDeleting(null);
      services.toasts.show({
        message:
          result.untiered > 0
            ? `${target.tier.name} has been deleted. Its ${sponsorsCount(result.untiered)} stay in the event.`
            : `${target.tier.name} has been deleted.`,
        severity: "success",
      });
      // The card and its Delete button are gone: the name field is where the next step starts.
      nameField.current?.focus();
    } catch (error) {
      const message = failed(error);
      if (message) setDeleting({ ...target, busy: false, error: message });
    }
  };

  return (
    <div className="event-page tier-board">
      <EventLink className="event-back" href={eventPath(eventId, "sponsors")}>
        ← {module.name}
      </EventLink>
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            Sponsor tiers
          </h1>
          <p className="admin-section__lead">
            Group the event's sponsors into tiers such as Gold and Silver, in the order they are shown.
          </p>
        </header>

        {canWrite && tiers ? (
          <AddTierForm
            api={api}
            tiers={tiers}
            inputRef={nameField}
            onAdded={(tier) => setChanged([...tiers, tier])}
            onFailed={failed}
          />
        ) : null}
        {problem ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {problem}
          </p>
        ) : null}

        {!tiers ? (
          <LoadingPanel text="Loading tiers..." />
        ) : tiers.length === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            <h2 className="admin-empty__title">No tiers yet</h2>
            <p className="admin-empty__text">
              {canWrite
                ? "Add the first tier above, such as Gold, then add sponsors to it."
                : "Tiers group the event's sponsors, such as Gold and Silver."}
            </p>
          </div>
        ) : (
          <div className="tier-board__cards">
            {tiers.map((tier, index) => (
              <TierCard
                key={tier.id}
                tier={tier}
                moduleId={module.id}
                first={index === 0}
                last={index === tiers.length - 1}
                canWrite={canWrite}
                busy={busy?.tierId === tier.id ? busy : null}
                otherNames={tiers.filter((other) => other.id !== tier.id).map((other) => other.name)}
                moved={moved?.tierId === tier.id ? moved : null}
                onMove={(by) => void moveTier(index, by)}
                onRename={async (name) => {
                  try {
                    const renamed = await write(() => api.rename(tier.id, name));
                    setChanged(tiers.map((one) => (one.id === renamed.id ? renamed : one)));
                    return null;
                  } catch (error) {
                    return failed(error) ?? "";
                  }
                }}
                onDelete={() => setDeleting({ tier, busy: false, error: null })}
                onAddSponsors={(accountIds) =>
                  void run(
                    tier.id,
                    () => api.addSponsors(tier.id, accountIds),
                    (after) => {
                      const message = addedMessage(tier, tiers, after);
                      if (message) services.toasts.show({ message, severity: "success" });
                    },
                  )
                }
                onRemoveSponsor={(sponsor) => removeSponsor(tier, sponsor)}
                onMoveSponsor={(order) => void run(tier.id, () => api.reorderSponsors(tier.id, order))}
              />
            ))}
          </div>
        )}
      </section>

      {deleting ? (
        <ConfirmDialog
          title={`Delete the tier ${deleting.tier.name}?`}
          confirmLabel="Delete tier"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void removeTier(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            Its sponsors stay in the event.
            {deleting.tier.sponsors.length > 0
              ? ` ${sponsorsCount(deleting.tier.sponsors.length)} will have no tier afterwards.`
              : ""}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
