/** The stored records' values ([{value,label}], spec 2 §3 "dropdown … records"). */
export function chosenValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value == null || value === "" ? [] : [value];
  return list.flatMap((item) => {
    if (typeof item === "string") return [item];
    if (typeof item === "object" && item !== null && typeof item.value === "string") return [item.value];
    return [];
  });
}
