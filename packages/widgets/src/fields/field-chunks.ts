import type { FieldType, FormStep } from "@foyer/domain";

/*
 * The heavier controls (dropdowns, date pickers, uploads) are separate chunks of the embed,
 * fetched as soon as a form's definition shows it needs them, so a form without them never
 * downloads them (issue 3 budget: a form widget with its runtime ≤ 35 KB).
 */
const groups = {
  choices: () => import("./SelectField.js"),
  dates: () => import("./date-fields.js"),
  uploads: () => import("./upload-fields.js"),
};
export type FieldGroup = keyof typeof groups;
type GroupModule<G extends FieldGroup> = Awaited<ReturnType<(typeof groups)[G]>>;
const loaded: Partial<Record<FieldGroup, unknown>> = {};

const groupOf: Partial<Record<FieldType, FieldGroup>> = {
  dropdown: "choices",
  countries: "choices",
  date: "dates",
  datetime: "dates",
  file: "uploads",
  image: "uploads",
  photo: "uploads",
};

export function loadFieldGroup<G extends FieldGroup>(group: G): Promise<GroupModule<G>> {
  return (groups[group]() as Promise<GroupModule<G>>).then((module) => {
    loaded[group] = module;
    return module;
  });
}

/** The group's module when it is here already (what it holds then runs at once), else undefined. */
export function loadedFieldGroup<G extends FieldGroup>(group: G): GroupModule<G> | undefined {
  return loaded[group] as GroupModule<G> | undefined;
}

/** Starts loading the controls `steps` use, so they are there by the time they are shown. */
export function preloadFieldsOf(steps: readonly FormStep[]): void {
  const needed = new Set<FieldGroup>();
  for (const step of steps) {
    for (const field of step.fields) {
      const group = groupOf[field.type];
      if (group) needed.add(group);
    }
  }
  for (const group of needed) void loadFieldGroup(group).catch(() => undefined);
}
