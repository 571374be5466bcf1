import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../safe-storage.js";
import { createTokenStore, type TokenChange } from "../token-store.js";
import { makeTokens } from "./helpers.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("TokenStore: stored browser keys access_token, id_token, refresh_token, redirect_url", () => {
  it("writes the three tokens under their spec keys", () => {
    const storage = createMemoryStorage();
    const store = createTokenStore(storage, { eventTarget: null });
    const tokens = makeTokens();
    store.set(tokens);
    expect(storage.getItem("access_token")).toBe(tokens.access_token);
    expect(storage.getItem("id_token")).toBe(tokens.id_token);
    expect(storage.getItem("refresh_token")).toBe(tokens.refresh_token);
    expect(store.get()).toEqual(tokens);
  });

  it("get() is null unless all three are present", () => {
    const storage = createMemoryStorage();
    const store = createTokenStore(storage, { eventTarget: null });
    expect(store.get()).toBeNull();
    storage.setItem("access_token", "a");
    storage.setItem("id_token", "i");
    expect(store.get()).toBeNull();
    storage.setItem("refresh_token", "r");
    expect(store.get()).toEqual({ access_token: "a", id_token: "i", refresh_token: "r" });
  });

  it("clear() removes the three tokens and keeps unrelated keys", () => {
    const storage = createMemoryStorage();
    storage.setItem("theme", "dark");
    const store = createTokenStore(storage, { eventTarget: null });
    store.set(makeTokens());
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.getItem("access_token")).toBeNull();
    expect(storage.getItem("id_token")).toBeNull();
    expect(storage.getItem("refresh_token")).toBeNull();
    expect(storage.getItem("theme")).toBe("dark");
  });
});

describe("redirect_url holds only same-origin paths", () => {
  it("stores and reads back a path", () => {
    const storage = createMemoryStorage();
    const store = createTokenStore(storage, { eventTarget: null });
    expect(store.setRedirectUrl("/org-light/1/dashboard?tab=a")).toBe(true);
    expect(storage.getItem("redirect_url")).toBe("/org-light/1/dashboard?tab=a");
    expect(store.getRedirectUrl()).toBe("/org-light/1/dashboard?tab=a");
    store.clearRedirectUrl();
    expect(store.getRedirectUrl()).toBeNull();
  });

  it.each(["https://evil.example/x", "//evil.example", "/\\evil", "javascript:alert(1)", "home"])(
    "drops %s on set",
    (value) => {
      const storage = createMemoryStorage();
      const store = createTokenStore(storage, { eventTarget: null });
      expect(store.setRedirectUrl(value)).toBe(false);
      expect(storage.getItem("redirect_url")).toBeNull();
    },
  );

  it("ignores a foreign value someone else wrote to storage", () => {
    const storage = createMemoryStorage();
    storage.setItem("redirect_url", "//evil.example");
    expect(createTokenStore(storage, { eventTarget: null }).getRedirectUrl()).toBeNull();
  });
});

describe("subscribe: local changes and other tabs' changes", () => {
  it("notifies on set and clear in this page", () => {
    const store = createTokenStore(createMemoryStorage(), { eventTarget: null });
    const changes: TokenChange[] = [];
    const unsubscribe = store.subscribe((change) => changes.push(change));
    const tokens = makeTokens();
    store.set(tokens);
    store.clear();
    unsubscribe();
    store.set(tokens);
    expect(changes).toEqual([
      { source: "local", key: null, tokens },
      { source: "local", key: null, tokens: null },
    ]);
  });

  it("notifies on another tab's storage event for our keys only", () => {
    const storage = createMemoryStorage();
    const target = new EventTarget();
    const store = createTokenStore(storage, { eventTarget: target as unknown as Window });
    const listener = vi.fn();
    store.subscribe(listener);

    // Another tab clears the id token; its storage event arrives here.
    storage.setItem("access_token", "a");
    target.dispatchEvent(new StorageEvent("storage", { key: "id_token", storageArea: storage }));
    target.dispatchEvent(new StorageEvent("storage", { key: "theme", storageArea: storage }));
    target.dispatchEvent(
      new StorageEvent("storage", { key: "id_token", storageArea: createMemoryStorage() }),
    );
    target.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: storage }));

    expect(listener.mock.calls).toEqual([
      [{ source: "remote", key: "id_token", tokens: null }],
      [{ source: "remote", key: null, tokens: null }],
    ]);
  });

  it("with a key prefix, keeps tokens under foyer:-keys, leaves the page's own keys alone and hears other tabs", () => {
    const storage = createMemoryStorage();
    storage.setItem("access_token", "the host page's own");
    const target = new EventTarget();
    const store = createTokenStore(storage, {
      eventTarget: target as unknown as Window,
      keyPrefix: "foyer:",
    });
    store.set({ access_token: "a", id_token: "i", refresh_token: "r" });
    expect(storage.getItem("foyer:id_token")).toBe("i");
    expect(storage.getItem("access_token")).toBe("the host page's own");
    const listener = vi.fn();
    store.subscribe(listener);
    target.dispatchEvent(new StorageEvent("storage", { key: "id_token", storageArea: storage }));
    target.dispatchEvent(new StorageEvent("storage", { key: "foyer:id_token", storageArea: storage }));
    expect(listener.mock.calls).toEqual([
      [
        {
          source: "remote",
          key: "id_token",
          tokens: { access_token: "a", id_token: "i", refresh_token: "r" },
        },
      ],
    ]);
    store.clear();
    expect(storage.getItem("access_token")).toBe("the host page's own");
  });

  it("listens to the storage event lazily and removes it when the last listener leaves", () => {
    const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const store = createTokenStore(createMemoryStorage(), { eventTarget: target });
    expect(target.addEventListener).not.toHaveBeenCalled();
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect(target.addEventListener).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(target.removeEventListener).not.toHaveBeenCalled();
    second();
    expect(target.removeEventListener).toHaveBeenCalledTimes(1);
    expect(target.removeEventListener.mock.calls[0]?.[1]).toBe(target.addEventListener.mock.calls[0]?.[1]);
  });

  it("uses window by default", () => {
    const store = createTokenStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: "refresh_token", storageArea: localStorage }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: "refresh_token", storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("storage exceptions do not crash: the store falls back to memory", () => {
  function throwingStorage(): Storage {
    return {
      length: 0,
      clear: () => {},
      key: () => null,
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
  }

  it("keeps tokens in memory when storage throws on every call", () => {
    const store = createTokenStore(throwingStorage(), { eventTarget: null });
    const tokens = makeTokens();
    expect(() => store.set(tokens)).not.toThrow();
    expect(store.get()).toEqual(tokens);
    expect(() => store.clear()).not.toThrow();
    expect(store.get()).toBeNull();
    expect(store.setRedirectUrl("/home")).toBe(true);
    expect(store.getRedirectUrl()).toBe("/home");
  });

  it("leaves no stale value behind when a quota error hits one key", () => {
    const storage = createMemoryStorage();
    const old = makeTokens();
    const store = createTokenStore(storage, { eventTarget: null });
    store.set(old);
    const fresh = makeTokens();
    const realSet = storage.setItem.bind(storage);
    vi.spyOn(storage, "setItem").mockImplementation((key, value) => {
      if (key === "id_token") throw new DOMException("full", "QuotaExceededError");
      realSet(key, value);
    });
    store.set(fresh);
    expect(store.get()).toEqual(fresh);
    expect(storage.getItem("id_token")).toBeNull();
  });

  it("createFoyerSdk-style default: memory storage works like Storage", () => {
    const storage = createMemoryStorage();
    storage.setItem("a", "1");
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe("a");
    storage.clear();
    expect(storage.getItem("a")).toBeNull();
  });
});
