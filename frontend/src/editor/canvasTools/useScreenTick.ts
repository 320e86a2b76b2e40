import { useEffect, useState } from 'react';
import type { EditorStores } from '../EditorContext';

/**
 * A counter that changes whenever what is on screen may have moved: the camera, or any applied change. Overlays
 * placed over nodes re-render with it.
 */
export function useScreenTick({ doc, ui }: EditorStores): number {
  const [tick, setTick] = useState(0);
  const engine = ui.engine;
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const offDoc = doc.subscribe(bump);
    const offView = engine?.on('viewportchange', bump);
    return () => {
      offDoc();
      offView?.();
    };
  }, [doc, engine]);
  return tick;
}
