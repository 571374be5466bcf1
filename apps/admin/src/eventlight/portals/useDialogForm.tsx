import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, type ReactElement, useId, useRef, useState } from "react";

/** A dialog's save: busy while it runs; a rejection keeps the dialog open with its sentence. */
export function useDialogSave() {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(userMessageOf(error));
      setBusy(false);
    }
  };
  return { busy, failure, save };
}

/** The failure's sentence, then Cancel and the submit button ("Saving..." while busy). */
export function DialogFooter({
  failure,
  busy,
  submitLabel,
  onCancel,
}: {
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  onCancel(): void;
}) {
  return (
    <>
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="records-dialog__actions">
        <button type="button" className="foyer-button foyer-button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </button>
      </div>
    </>
  );
}

/** What a field's input gets: its id, value, state and change handler. */
export interface FieldProps {
  id: string;
  value: string;
  disabled: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  onChange(event: { currentTarget: { value: string } }): void;
}

/** A schema's answer (zod's `safeParse`): the body, or its issues by field. */
type Checked<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * A dialog of text fields checked with the server's own rules before saving (a portal task, a
 * file request): each field labelled, with its hint and its problem, the first in error focused.
 */
export function useDialogForm<F extends string>(initial: Record<F, string>) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const { busy, failure, save } = useDialogSave();

  /** Checks the draft; a problem marks its field, else the body is saved. */
  const submit =
    <T,>(check: (draft: Record<F, string>) => Checked<T>, onSubmit: (body: T) => Promise<void>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      const parsed = check(draft);
      if (!parsed.success) {
        const found: Partial<Record<F, string>> = {};
        for (const issue of parsed.error.issues) found[issue.path[0] as F] ??= issue.message;
        setProblems(found);
        // The first field in error takes the focus once it is marked.
        setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      await save(() => onSubmit(parsed.data));
    };

  const field = (name: F, label: string, input: (props: FieldProps) => ReactElement, hint?: string) => {
    const problem = problems[name];
    const describedBy = [hint ? `${id}-${name}-hint` : "", problem ? `${id}-${name}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return (
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        {input({
          id: `${id}-${name}`,
          value: draft[name],
          disabled: busy,
          "aria-invalid": problem ? true : undefined,
          "aria-describedby": describedBy || undefined,
          onChange: (event) => {
            const value = event.currentTarget.value;
            setDraft((all) => ({ ...all, [name]: value }));
            setProblems(({ [name]: _, ...rest }) => rest as Partial<Record<F, string>>);
          },
        })}
        {hint ? (
          <p className="foyer-field__hint" id={`${id}-${name}-hint`}>
            {hint}
          </p>
        ) : null}
        {problem ? (
          <p className="foyer-field__error" id={`${id}-${name}-error`} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  return { form, busy, failure, submit, field };
}
