import { startTransition, useEffect, useState } from 'react';
import { useIdleAfterPaint } from './use-idle-after-paint';

/**
 * How many items of a long list to draw: `first` with the page, then, once
 * the page has painted, `batch` more per task until all are drawn (decision
 * 015). One commit of a whole directory's cards after the paint was one long
 * task (~210 ms on the audit's phone for Palam Vihar's 90 shops); batches of
 * a few cards each stay short, so the page can answer a tap between them.
 * A shorter list (a filter) is drawn whole at once.
 */
export function useDrawnInBatches(total: number, first: number, batch: number): number {
  const painted = useIdleAfterPaint();
  const [drawn, setDrawn] = useState(first);
  const done = drawn >= total;
  useEffect(() => {
    if (!painted || done) return;
    // A task of its own per batch; a transition, so React may also slice its render.
    const timer = setTimeout(() => startTransition(() => setDrawn((count) => count + batch)), 0);
    return () => clearTimeout(timer);
  }, [painted, done, drawn, batch]);
  return Math.min(total, painted ? drawn : first);
}
