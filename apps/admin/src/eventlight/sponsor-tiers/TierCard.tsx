import { MAX_TIER_SPONSORS_PER_CALL, type SponsorTier, type TierSponsor } from "@foyer/domain";
import { RecordPicker, useApp } from "@foyer/widgets/react";
import { useCallback, useEffect, useId, useRef } from "react";
import { EditDeleteButtons, MoveButtons } from "../../list-kit/ItemButtons.js";
import { useEvent } from "../event-context.js";
import { PickedList } from "../PickedList.js";
import { recordPath } from "../records/detail/record-detail-paths.js";
import { useInlineEdit } from "../useInlineEdit.js";
import { TierRenameForm } from "./TierRenameForm.js";

/** A change under way on one tier, or its failure. */
export type TierBusy = { working: boolean; error: string | null };

export interface TierCardProps {
  tier: SponsorTier;
  moduleId: string;
  first: boolean;
  last: boolean;
  canWrite: boolean;
  busy: TierBusy | null;
  otherNames: readonly string[];
  /**
   * The tier was just moved this way (a new object per move): its move button, or the other one
   * at an end, takes the focus.
   */
  moved: { by: -1 | 1 } | null;
  onMove(by: -1 | 1): void;
  onRename(name: string): Promise<string | null>;
  onDelete(): void;
  onAddSponsors(accountIds: string[]): void;
  onRemoveSponsor(sponsor: TierSponsor): void;
  onMoveSponsor(order: string[]): void;
}

const sponsorsCount = (n: number) => (n === 1 ? "1 sponsor" : `${n} sponsors`);

/**
 * One tier as a card: its name (renamed in place), move up/down, delete, 'Add Sponsors' (the
 * search-and-pick dialog in sponsor mode, spec 2 §4.7) and its sponsors in order, each with
 * move and Remove. Members who may only read see the names and the sponsors.
 */
export function TierCard(props: TierCardProps) {
  const { tier, first, last, canWrite, busy, moved } = props;
  const { services } = useApp();
  const { eventId } = useEvent();
  const headingId = useId();
  const edit = useInlineEdit();
  const { editing } = edit;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const working = Boolean(busy?.working);
  // The picker gets one stable callback; it always calls the latest onAddSponsors.
  const addRef = useRef(props.onAddSponsors);
  addRef.current = props.onAddSponsors;
  const onSelect = useCallback(({ records }: { records: { kind: string; id: string }[] }) => {
    const ids = records.filter((record) => record.kind === "account").map((record) => record.id);
    if (ids.length > 0) addRef.current(ids);
  }, []);

  useEffect(() => {
    // A moved card may be re-inserted in the page, which drops the focus: put it back.
    if (!moved) return;
    const [wanted, other] = moved.by === -1 ? [up.current, down.current] : [down.current, up.current];
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [moved]);

  const moveSponsor = (index: number, by: -1 | 1) => {
    const order = tier.sponsors.map((sponsor) => sponsor.id);
    const [taken] = order.splice(index, 1);
    if (!taken) return;
    order.splice(index + by, 0, taken);
    props.onMoveSponsor(order);
  };

  return (
    <section className="admin-panel tier-card" aria-labelledby={headingId} aria-busy={working || undefined}>
      <header className="tier-card__head">
        {editing ? (
          <TierRenameForm
            tier={tier}
            otherNames={props.otherNames}
            onSave={async (name) => {
              const problem = await props.onRename(name);
              if (problem === null) edit.close();
              return problem;
            }}
            onCancel={edit.close}
          />
        ) : null}
        {/* The heading stays (hidden while renaming) so the card keeps its name. */}
        <h2 className="event-card__title tier-card__title" id={headingId} hidden={editing}>
          {tier.name}
        </h2>
        {editing ? null : <span className="tier-card__count">{sponsorsCount(tier.sponsors.length)}</span>}
        {canWrite && !editing ? (
          <span className="event-inline-actions">
            <MoveButtons
              name={tier.name}
              first={first}
              last={last}
              onMove={props.onMove}
              upRef={up}
              downRef={down}
            />
            <EditDeleteButtons
              name={tier.name}
              editLabel="Rename"
              editRef={edit.opener}
              onEdit={edit.open}
              onDelete={props.onDelete}
            />
          </span>
        ) : null}
        {canWrite ? (
          <RecordPicker
            className="tier-card__picker"
            eventId={eventId}
            mode="sponsor"
            moduleId={props.moduleId}
            max={MAX_TIER_SPONSORS_PER_CALL}
            sdk={services.sdk}
            onSelect={onSelect}
          />
        ) : null}
      </header>
      {busy?.error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {busy.error}
        </p>
      ) : null}
      {tier.sponsors.length === 0 ? (
        <p className="event-card__note">
          No sponsors in this tier yet.{canWrite ? " Add them with Add Sponsors." : ""}
        </p>
      ) : (
        <PickedList
          items={tier.sponsors.map((sponsor) => ({
            ...sponsor,
            key: sponsor.id,
            href: recordPath(eventId, { type: "account", recordId: sponsor.id }),
            detail: sponsor.website ?? "",
          }))}
          label={`Sponsors in ${tier.name}`}
          canWrite={canWrite}
          working={working}
          onMove={moveSponsor}
          onRemove={(item) => props.onRemoveSponsor(item)}
          moveSuffix={` in ${tier.name}`}
          removeFrom={tier.name}
        />
      )}
    </section>
  );
}
