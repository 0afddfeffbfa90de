import { useEffect, useState } from 'react';

export interface HighlightState {
  /** Index of the highlighted service. */
  active: number;
  /** True during the hand-over phase, after the hold phase. */
  finishing: boolean;
}

/**
 * Highlights `count` items in turn: each is held for `holdMs`, then finishes for `finishMs`, then the
 * next one takes over; after the last, it starts again from the first.
 */
export function useServiceHighlight(count: number, holdMs: number, finishMs: number): HighlightState {
  const [state, setState] = useState<HighlightState>({ active: 0, finishing: false });
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(
      () =>
        setState((s) =>
          s.finishing ? { active: (s.active + 1) % count, finishing: false } : { active: s.active, finishing: true },
        ),
      state.finishing ? finishMs : holdMs,
    );
    return () => window.clearTimeout(timer);
  }, [state, count, holdMs, finishMs]);
  return state;
}
