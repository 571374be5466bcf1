import { useEffect, useRef, useState } from "react";

/** How a field turns its stored value into what is being typed, and back. */
export interface EditCodec<V, D> {
  toDraft(value: V): D;
  fromDraft(draft: D): V;
}

/** Stored values compare by content: a restored draft holds new objects with the same answers. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * What the participant is typing, kept apart from the stored value so "1." or a half-typed
 * phone number survive re-renders. When the value changes from elsewhere (a restored draft,
 * "Start over") the text follows. `codec` must be stable (memoised by the caller).
 */
export function useEditable<V, D>(value: V, codec: EditCodec<V, D>): [D, (draft: D) => void] {
  const [draft, setDraft] = useState(() => codec.toDraft(value));
  const latest = useRef(draft);
  latest.current = draft;
  useEffect(() => {
    if (!sameValue(codec.fromDraft(latest.current), value)) setDraft(codec.toDraft(value));
  }, [value, codec]);
  return [draft, setDraft];
}
