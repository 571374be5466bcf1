/** The options a multi-select dialog offers. */
export interface MultiSelectOption {
  value: string;
  label: string;
}

/** Options whose label contains `query` (case-insensitive, trimmed); all of them when it is empty. */
export function filterOptions(options: readonly MultiSelectOption[], query: string): MultiSelectOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/** The chosen values in the options' order, so Save always answers the same way for the same choice. */
export function chosenInOrder(options: readonly MultiSelectOption[], chosen: ReadonlySet<string>): string[] {
  return options.filter((option) => chosen.has(option.value)).map((option) => option.value);
}
