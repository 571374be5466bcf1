import { permissionSlug, type Role, type RoleUpdate } from "@foyer/domain";
import { fieldErrorsOf } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  actionLabels,
  allModuleOptions,
  appliesTo,
  matrixActions,
  matrixModules,
  moduleLabel,
  samePermissions,
  togglePermission,
  toggleSlug,
  usageText,
} from "./role-matrix.js";
import { isGateRefusal } from "./team-data.js";

export interface RoleEditorProps {
  role: Role;
  /** Organization admins change roles; everyone else sees them read-only. */
  canManage: boolean;
  onDirtyChange(dirty: boolean): void;
  onSave(update: RoleUpdate): Promise<void>;
  onDelete(): void;
  onForbidden(error: unknown): void;
}

/**
 * One role: its name and description, and the modules × actions matrix (spec 1 §6). Changes stay
 * in the page until "Save role"; the server then checks every slug again.
 */
export function RoleEditor({
  role,
  canManage,
  onDirtyChange,
  onSave,
  onDelete,
  onForbidden,
}: RoleEditorProps) {
  const id = useId();
  const [name, setName] = useState(role.name);
  const [description, setDescription] = useState(role.description);
  const [permissions, setPermissions] = useState<string[]>(role.permissions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty =
    name !== role.name || description !== role.description || !samePermissions(permissions, role.permissions);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const has = new Set(permissions);
  const readOnly = !canManage || busy;

  const discard = () => {
    setName(role.name);
    setDescription(role.description);
    setPermissions(role.permissions);
    setErrors({});
    setFailure(null);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !dirty) return;
    if (!name.trim()) return setErrors({ name: "Name is required" });
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await onSave({ name: name.trim(), description, permissions });
    } catch (error) {
      if (isGateRefusal(error)) return onForbidden(error);
      const name = fieldErrorsOf(error).name;
      setErrors(name ? { name } : {});
      setFailure(userMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-panel team-role" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <div className="team-role__head">
        <h2 className="team-role__title" id={`${id}-title`}>
          {role.name}
        </h2>
        <span className="team-roles__usage">{usageText(role)}</span>
      </div>
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="team-role__fields">
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input
            id={`${id}-name`}
            className="foyer-input"
            value={name}
            maxLength={80}
            readOnly={!canManage}
            disabled={busy}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
          />
          {errors.name ? (
            <p className="foyer-field__error" id={`${id}-name-error`}>
              {errors.name}
            </p>
          ) : null}
        </div>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-description`}>
            Description
          </label>
          <input
            id={`${id}-description`}
            className="foyer-input"
            value={description}
            maxLength={500}
            readOnly={!canManage}
            disabled={busy}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
      </div>

      <fieldset className="team-role__all">
        <legend className="foyer-field__label">Every module</legend>
        {allModuleOptions.map((option) => (
          <label key={option.slug} className="team-check">
            <input
              type="checkbox"
              checked={has.has(option.slug)}
              disabled={readOnly}
              onChange={(event) => setPermissions(toggleSlug(permissions, option.slug, event.target.checked))}
            />
            <span>
              {option.label} <span className="team-check__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div className="admin-table-wrap">
        <table className="admin-table team-matrix">
          <caption className="team-table__caption">
            Permissions of {role.name} by module{" "}
            <span className="team-check__hint">(any action includes reading the module)</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">Module</th>
              {matrixActions.map((action) => (
                <th key={action} scope="col">
                  {actionLabels[action]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrixModules.map((module) => (
              <tr key={module}>
                <th scope="row">{moduleLabel(module)}</th>
                {matrixActions.map((action) => (
                  <td key={action} className="team-matrix__cell">
                    {appliesTo(module, action) ? (
                      <input
                        type="checkbox"
                        aria-label={`${moduleLabel(module)}: ${actionLabels[action]}`}
                        checked={has.has(permissionSlug(module, action))}
                        disabled={readOnly}
                        onChange={(event) =>
                          setPermissions(togglePermission(permissions, module, action, event.target.checked))
                        }
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {canManage ? (
        <div className="team-role__actions">
          <button
            type="button"
            className="foyer-button foyer-button--ghost team-button--danger"
            onClick={onDelete}
            disabled={busy}
          >
            Delete role
          </button>
          <span className="team-role__spacer" />
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            onClick={discard}
            disabled={busy || !dirty}
          >
            Discard changes
          </button>
          <button type="submit" className="foyer-button foyer-button--primary" disabled={busy || !dirty}>
            {busy ? "Saving..." : "Save role"}
          </button>
        </div>
      ) : null}
    </form>
  );
}
