import { accentPalette, contrastWithWhite } from "@foyer/domain";
import { type CSSProperties, type FormEvent, useId, useState } from "react";
import type { ConfigSetTabProps } from "./ConfigSetPage.js";
import { SaveBar, useSaveForm } from "./useSaveForm.js";

const colour = /^#[0-9a-f]{6}$/i;

/**
 * The appearance tab (`appearance`, `appearance/general`): the portal's accent colour for buttons
 * and links, with a preview. A colour too light for white text is shown as the portal will use it:
 * darkened until it reads (WCAG AA 4.5:1).
 */
export function AppearanceTab({ portal, canWrite, save }: ConfigSetTabProps) {
  const id = useId();
  const form = useSaveForm();
  const { busy, setError, setDone } = form;
  const saved = portal.settings.appearance.accentColor;
  const [value, setValue] = useState(saved);
  const valid = colour.test(value);
  const dirty = value.toLowerCase() !== saved.toLowerCase();
  const palette = accentPalette(valid ? value.toLowerCase() : saved);
  const darkened = valid && palette.primary !== value.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !dirty) return;
    if (!valid) {
      setError("Accent colour must be a colour such as #3b5bdb");
      return;
    }
    await form.save(() => save({ settings: { appearance: { accentColor: value.toLowerCase() } } }));
  };

  const preview = {
    "--foyer-color-primary": palette.primary,
    "--foyer-color-primary-hover": palette.hover,
    "--foyer-color-primary-soft": palette.soft,
  } as CSSProperties;

  return (
    <div className="config-tab config-appearance">
      <form className="config-form" onSubmit={submit} noValidate>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-hex`}>
            Accent colour
          </label>
          <div className="config-appearance__inputs">
            <input
              type="color"
              className="config-appearance__swatch"
              aria-label="Pick the accent colour"
              value={valid ? value.toLowerCase() : saved}
              disabled={!canWrite || busy}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
                setDone(false);
              }}
            />
            <input
              id={`${id}-hex`}
              className="foyer-input config-appearance__hex"
              value={value}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              disabled={!canWrite || busy}
              aria-invalid={!valid || undefined}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                setValue(event.target.value.trim());
                setError(null);
                setDone(false);
              }}
            />
          </div>
          <p className="foyer-field__hint" id={`${id}-hint`}>
            A colour such as #3b5bdb, used for the portal's buttons and links.
          </p>
        </div>
        {darkened ? (
          <p className="foyer-alert foyer-alert--warning" role="status">
            White text is hard to read on {value.toLowerCase()} (contrast{" "}
            {contrastWithWhite(value).toFixed(1)}:1), so the portal uses the darker {palette.primary} instead.
          </p>
        ) : null}
        <SaveBar state={form} dirty={dirty} canWrite={canWrite} />
      </form>

      <figure className="config-preview" style={preview} aria-label="Preview">
        <figcaption className="config-preview__caption">Preview</figcaption>
        <div className="config-preview__card">
          <p className="config-preview__title">{portal.name}</p>
          <span className="config-preview__link">A link in the portal</span>
          <span
            className="foyer-button foyer-button--primary config-preview__button"
            data-testid="accent-preview"
          >
            Sign in
          </span>
        </div>
      </figure>
    </div>
  );
}
