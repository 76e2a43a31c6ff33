import { useState } from 'react';
import type { IeoDraw } from '../../api/ieo.ts';
import type { DrawReport } from './draw-check.ts';

/** The Verify button's state: the draw recomputed here on demand, whether it runs, and whether the check could not load. */
export function useDrawCheck() {
  const [report, setReport] = useState<DrawReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);

  const verify = async (draw: IeoDraw) => {
    setChecking(true);
    setCheckFailed(false);
    try {
      // On demand: the hashing and the rule stay out of the page's first download.
      const { checkDraw } = await import('./draw-check.ts');
      setReport(checkDraw(draw));
    } catch {
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };

  return { report, checking, checkFailed, verify };
}

export type DrawCheckState = ReturnType<typeof useDrawCheck>;
