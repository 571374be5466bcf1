import { countryCodes, countryName, type FieldOption } from "@foyer/domain";

const cache = new Map<string, FieldOption[]>();

/** The participant's language, for country names. */
export function participantLocale(): string {
  return (typeof navigator !== "undefined" && navigator.language) || "en";
}

/** Every ISO alpha-2 country as an option named in `locale`, sorted by name. */
export function countryOptions(locale = participantLocale()): FieldOption[] {
  let options = cache.get(locale);
  if (!options) {
    options = countryCodes
      .map((code) => ({ value: code, label: countryName(code, locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    cache.set(locale, options);
  }
  return options;
}
