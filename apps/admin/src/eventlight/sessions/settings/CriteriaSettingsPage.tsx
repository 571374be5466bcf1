import {
  CRITERION_SCORE_MAX,
  LIBRARY_DESCRIPTION_MAX,
  LIBRARY_NAME_MAX,
  type LibraryCriterion,
  meetsRequirement,
} from "@foyer/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useEvent } from "../../event-context.js";
import { ItemForm, type ItemFormProps, LibraryInput, LibraryList } from "./LibraryList.js";
import { LoadedSettings } from "./LoadedSettings.js";
import { CRITERIA_LOAD_FAILED, sessionLibraryKeys, useSessionLibraryApi } from "./useSessionLibrary.js";

/**
 * /event-light/{eventId}/sessions/settings/criteria (issue 25 item 7; docs/evaluations.md
 * "Criteria library"): the event's evaluation criteria, in order. A new evaluation plan starts
 * with them. Reading needs `sessionSettings` read, changing it update (spec 1 §6).
 */
export function CriteriaSettingsPage() {
  const { eventId, profile } = useEvent();
  const library = useSessionLibraryApi();
  const queryClient = useQueryClient();
  const key = sessionLibraryKeys.criteria(eventId);
  const canWrite = meetsRequirement(profile, [{ module: "sessionSettings", action: "update" }]);
  return (
    <LoadedSettings
      current="criteria"
      lead="The criteria a new evaluation plan starts with; each plan can still change its own."
      queryKey={key}
      load={() => library.criteria()}
      loadFailed={CRITERIA_LOAD_FAILED}
      loadingText="Loading the evaluation criteria..."
    >
      {(criteria: LibraryCriterion[]) => (
        <LibraryList
          title="Evaluation criteria"
          one="criterion"
          empty="No criteria yet."
          items={criteria}
          canWrite={canWrite}
          details={(item) => `0 to ${item.maxScore}${item.description ? ` · ${item.description}` : ""}`}
          form={(props) => <CriterionForm {...props} />}
          create={(body) => library.addCriterion(body as CriterionFields)}
          update={(id, body) => library.updateCriterion(id, body as CriterionFields)}
          remove={(id) => library.removeCriterion(id)}
          reorder={(ids) => library.reorderCriteria(ids)}
          onChange={(next) => queryClient.setQueryData(key, next)}
        />
      )}
    </LoadedSettings>
  );
}

interface CriterionFields {
  name: string;
  description: string | null;
  maxScore: number;
}

function CriterionForm({ item, busy, onSave, onCancel }: ItemFormProps<LibraryCriterion>) {
  const [name, setName] = useState(item?.name ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [maxScore, setMaxScore] = useState(String(item?.maxScore ?? 5));
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const score = Number(maxScore);
    if (!name.trim()) return setError("Name is required");
    if (!Number.isInteger(score) || score < 1 || score > CRITERION_SCORE_MAX)
      return setError(`Highest score must be a whole number from 1 to ${CRITERION_SCORE_MAX}`);
    setError(null);
    onSave({ name: name.trim(), description: description.trim() || null, maxScore: score });
  };

  return (
    <ItemForm
      label={item ? `Edit ${item.name}` : "Add a criterion"}
      busy={busy}
      error={error}
      submitLabel={item ? "Save criterion" : "Add criterion"}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <LibraryInput
        label="Criterion name"
        value={name}
        maxLength={LIBRARY_NAME_MAX}
        disabled={busy}
        autoFocus
        onValue={setName}
      />
      <LibraryInput
        label="Highest score"
        type="number"
        min={1}
        max={CRITERION_SCORE_MAX}
        step={1}
        value={maxScore}
        disabled={busy}
        onValue={setMaxScore}
      />
      <LibraryInput
        label="Description (optional)"
        value={description}
        maxLength={LIBRARY_DESCRIPTION_MAX}
        disabled={busy}
        onValue={setDescription}
      />
    </ItemForm>
  );
}
