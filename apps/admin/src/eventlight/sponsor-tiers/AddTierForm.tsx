import { type SponsorTier, TIER_NAME_MAX, tierMessages } from "@foyer/domain";
import type { TiersApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { type FormEvent, type Ref, useId, useState } from "react";
import { useServerWrite } from "../../server-data/useServerWrite.js";

export interface AddTierFormProps {
  api: TiersApi;
  /** The tiers there are: a name one of them has is refused before asking the server. */
  tiers: readonly SponsorTier[];
  onAdded(tier: SponsorTier): void;
  /** The message to show for a failed call, or null when the failure was handled (a 403: the gate). */
  onFailed(error: unknown): string | null;
  /** The name field, for the page to focus (after a tier is deleted, say). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * 'New tier' and 'Add tier': Enter saves, the field empties and keeps the focus for the next one.
 * The server's rules (required, at most TIER_NAME_MAX, unique ignoring case) are checked here
 * first with its own words; an error clears as soon as the name changes.
 */
export function AddTierForm({ api, tiers, onAdded, onFailed, inputRef }: AddTierFormProps) {
  const { services } = useApp();
  const write = useServerWrite();
  const id = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) return setError(tierMessages.nameRequired);
    if (tiers.some((tier) => tier.name.toLowerCase() === trimmed.toLowerCase()))
      return setError(tierMessages.nameTaken(trimmed));
    setBusy(true);
    setError(null);
    try {
      const tier = await write(() => api.create(trimmed));
      onAdded(tier);
      setName("");
      services.toasts.show({ message: `${tier.name} has been added.`, severity: "success" });
    } catch (caught) {
      setError(onFailed(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="tier-add" onSubmit={submit} noValidate aria-label="Add a tier">
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-name`}>
          New tier
        </label>
        <input
          ref={inputRef}
          id={`${id}-name`}
          className="foyer-input"
          value={name}
          maxLength={TIER_NAME_MAX}
          placeholder="Gold"
          autoComplete="off"
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      </div>
      <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
        {busy ? "Adding..." : "Add tier"}
      </button>
      {error ? (
        <p className="foyer-field__error tier-add__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
