import {
  LIBRARY_DESCRIPTION_MAX,
  LIBRARY_NAME_MAX,
  meetsRequirement,
  type SessionSettings,
  type SessionTemplate,
  sessionSettingInfo,
  TEMPLATE_MINUTES_MAX,
  TEMPLATE_MINUTES_MIN,
  type TemplateInput,
  type TemplateRefField,
  templateRefFields,
} from "@foyer/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useEvent } from "../../event-context.js";
import { sessionKeys } from "../session-queries.js";
import { useSessionsApi } from "../useSessionsApi.js";
import { ItemForm, type ItemFormProps, LibraryInput, LibraryList } from "./LibraryList.js";
import { LoadedSettings } from "./LoadedSettings.js";
import { sessionLibraryKeys, TEMPLATES_LOAD_FAILED, useSessionLibraryApi } from "./useSessionLibrary.js";

const refFields = Object.entries(templateRefFields) as [TemplateRefField, keyof SessionSettings][];

/**
 * /event-light/{eventId}/sessions/settings/templates (issue 25 item 7; docs/agenda.md "Session
 * templates"): named presets for new sessions. "Add session" offers them; the server fills the
 * new session's format, track, level, language and description, and the agenda gives it the
 * template's length. Reading needs `sessionSettings` read, changing it update (spec 1 §6).
 */
export function TemplateSettingsPage() {
  const { eventId, profile } = useEvent();
  const library = useSessionLibraryApi();
  const sessions = useSessionsApi();
  const queryClient = useQueryClient();
  const key = sessionLibraryKeys.templates(eventId);
  const canWrite = meetsRequirement(profile, [{ module: "sessionSettings", action: "update" }]);
  const settings = useQuery({ queryKey: sessionKeys.settings(eventId), queryFn: () => sessions.settings() });
  const nameOf = (field: TemplateRefField, id: string | null) =>
    id ? settings.data?.[templateRefFields[field]].find((item) => item.id === id)?.name : undefined;
  const details = (item: SessionTemplate) =>
    [
      item.durationMinutes ? `${item.durationMinutes} minutes` : null,
      ...refFields.map(([field]) => nameOf(field, item[field]) ?? null),
    ]
      .filter(Boolean)
      .join(" · ") || "No presets";

  return (
    <LoadedSettings
      current="templates"
      lead="Presets a new session can start from: its format, track, level, language, description and length."
      queryKey={key}
      load={() => library.templates()}
      loadFailed={TEMPLATES_LOAD_FAILED}
      loadingText="Loading the session templates..."
    >
      {(templates: SessionTemplate[]) => (
        <LibraryList
          title="Session templates"
          one="template"
          empty="No templates yet."
          items={templates}
          canWrite={canWrite}
          details={details}
          form={(props) => <TemplateForm {...props} settings={settings.data ?? null} />}
          create={(body) => library.addTemplate(body as TemplateInput)}
          update={(id, body) => library.updateTemplate(id, body as TemplateInput)}
          remove={(id) => library.removeTemplate(id)}
          onChange={(next) =>
            queryClient.setQueryData(
              key,
              [...next].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" })),
            )
          }
        />
      )}
    </LoadedSettings>
  );
}

function TemplateForm({
  item,
  busy,
  onSave,
  onCancel,
  settings,
}: ItemFormProps<SessionTemplate> & { settings: SessionSettings | null }) {
  const id = useId();
  const [name, setName] = useState(item?.name ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [minutes, setMinutes] = useState(item?.durationMinutes ? String(item.durationMinutes) : "");
  const [refs, setRefs] = useState<Record<TemplateRefField, string>>({
    formatId: item?.formatId ?? "",
    trackId: item?.trackId ?? "",
    levelId: item?.levelId ?? "",
    languageId: item?.languageId ?? "",
  });
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const length = minutes.trim() === "" ? null : Number(minutes);
    if (!name.trim()) return setError("Name is required");
    if (
      length !== null &&
      (!Number.isInteger(length) || length < TEMPLATE_MINUTES_MIN || length > TEMPLATE_MINUTES_MAX)
    )
      return setError(
        `Length must be a whole number of minutes from ${TEMPLATE_MINUTES_MIN} to ${TEMPLATE_MINUTES_MAX}`,
      );
    setError(null);
    onSave({
      name: name.trim(),
      description: description.trim() || null,
      durationMinutes: length,
      ...Object.fromEntries(refFields.map(([field]) => [field, refs[field] || null])),
    } satisfies TemplateInput);
  };

  return (
    <ItemForm
      label={item ? `Edit ${item.name}` : "Add a template"}
      busy={busy}
      error={error}
      submitLabel={item ? "Save template" : "Add template"}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <LibraryInput
        label="Template name"
        value={name}
        maxLength={LIBRARY_NAME_MAX}
        disabled={busy}
        autoFocus
        onValue={setName}
      />
      <LibraryInput
        label="Length in minutes (optional)"
        type="number"
        min={TEMPLATE_MINUTES_MIN}
        max={TEMPLATE_MINUTES_MAX}
        step={5}
        value={minutes}
        disabled={busy}
        onValue={setMinutes}
      />
      {refFields.map(([field, kind]) => (
        <div className="foyer-field" key={field}>
          <label className="foyer-field__label" htmlFor={`${id}-${field}`}>
            {sessionSettingInfo[kind].label}
          </label>
          <select
            id={`${id}-${field}`}
            className="foyer-input"
            value={refs[field]}
            disabled={busy}
            onChange={(event) => setRefs((all) => ({ ...all, [field]: event.target.value }))}
          >
            <option value="">None</option>
            {(settings?.[kind] ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-description`}>
          Description (optional)
        </label>
        <textarea
          id={`${id}-description`}
          className="foyer-input"
          rows={3}
          value={description}
          maxLength={LIBRARY_DESCRIPTION_MAX}
          disabled={busy}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
    </ItemForm>
  );
}
