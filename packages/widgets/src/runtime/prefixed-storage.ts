/** The prefix of every key a widget keeps in the host page's storage. */
export const STORAGE_PREFIX = "foyer:";

/**
 * A view of `storage` in which every key is prefixed with `foyer:`. Widgets whose API lives on
 * another origin than the host page share the page's `localStorage` with the page's own code,
 * which may well use keys such as `access_token`; the prefix keeps the two apart. `clear()`,
 * `key()` and `length` see only the prefixed keys, so the page's entries are never touched.
 */
export function createPrefixedStorage(storage: Storage, prefix: string = STORAGE_PREFIX): Storage {
  const ownKeys = (): string[] => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
    }
    return keys;
  };
  const view = {
    get length() {
      return ownKeys().length;
    },
    key: (index: number) => ownKeys()[index] ?? null,
    getItem: (key: string) => storage.getItem(prefix + key),
    setItem: (key: string, value: string) => storage.setItem(prefix + key, value),
    removeItem: (key: string) => storage.removeItem(prefix + key),
    clear: () => {
      for (const key of ownKeys()) storage.removeItem(prefix + key);
    },
  };
  return view as Storage;
}
