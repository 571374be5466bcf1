import { type SponsorTier, TIER_NAME_MAX, tierMessages } from "@foyer/domain";
import { type FormEvent, useId, useState } from "react";
import { SaveCancelButtons } from "../../list-kit/ItemButtons.js";

export interface TierRenameFormProps {
  tier: SponsorTier;
  /** The other tiers' names: one of them is refused before asking the server. */
  otherNames: readonly string[];
  /** Saves the name; resolves to an error message to show, or null once saved. */
  onSave(name: string): Promise<string | null>;
  onCancel(): void;
}

/**
 * A tier's name, edited in place: Enter saves, Escape (or Cancel) leaves it as it was. The card
 * puts the focus back on its Rename button when the form closes.
 */
export function TierRenameForm({ tier, otherNames, onSave, onCancel }: TierRenameFormProps) {
  const id = useId();
  const [name, setName] = useState(tier.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) return setError(tierMessages.nameRequired);
    if (trimmed === tier.name) return onCancel();
    if (otherNames.some((other) => other.toLowerCase() === trimmed.toLowerCase()))
      return setError(tierMessages.nameTaken(trimmed));
    setBusy(true);
    setError(null);
    const problem = await onSave(trimmed);
    // Saved: the card closes this form; a problem keeps it open with the name as typed.
    if (problem !== null) {
      setBusy(false);
      setError(problem);
    }
  };

  return (
    <form className="tier-rename" onSubmit={save} noValidate aria-label={`Rename ${tier.name}`}>
      <label className="foyer-visually-hidden" htmlFor={`${id}-name`}>
        Name of {tier.name}
      </label>
      <input
        id={`${id}-name`}
        className="foyer-input"
        value={name}
        maxLength={TIER_NAME_MAX}
        readOnly={busy}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the field the user just asked to edit.
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <SaveCancelButtons busy={busy} onCancel={onCancel} />
      {error ? (
        <p className="foyer-field__error tier-rename__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
