import { createStore } from "@foyer/sdk";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import * as core from "../index.js";
import * as react from "../react.js";
import { type ReadableStore, useStore } from "../store/useStore.js";

afterEach(cleanup);

function Count({ store }: { store: ReadableStore<number> }) {
  return <output>{useStore(store)}</output>;
}

describe("useStore", () => {
  it("re-renders on every change of an SDK store and unsubscribes on unmount", () => {
    const store = createStore(1);
    const subscribe = store.subscribe;
    let listeners = 0;
    store.subscribe = (listener) => {
      listeners += 1;
      const off = subscribe(listener);
      return () => {
        listeners -= 1;
        off();
      };
    };
    const view = render(<Count store={store} />);
    expect(screen.getByRole("status").textContent).toBe("1");
    act(() => store.set(2));
    expect(screen.getByRole("status").textContent).toBe("2");
    view.unmount();
    expect(listeners).toBe(0);
  });
});

describe("the React entry keeps every export of the core entry (STYLE 3)", () => {
  it("re-exports them all", () => {
    for (const name of Object.keys(core)) expect(react).toHaveProperty(name);
  });
});
