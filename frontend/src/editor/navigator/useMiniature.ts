import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ImageSource, Texture } from 'pixi.js';
import type { GraphBox, MapEngine } from '@mapa/engine';
import type { MiniatureView } from './navigatorGeometry';

/** The navigator's picture of the map: a texture of the engine's miniature and where it sits in the graph. */
export interface NavigatorPicture extends MiniatureView {
  texture: Texture;
  /** The faint canvas colour around and under the picture. */
  background: string;
  version: number;
}

/** Device px per CSS px the picture is made at (sharp on high-density screens), within the engine's 1024 px. */
function density(width: number, height: number): number {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.max(1, Math.min(dpr, 1024 / width, 1024 / height));
}

/**
 * Asks the engine for a `width`×`height` (CSS px) miniature when mounted and again on every `miniaturechange`
 * (which the engine fires once changes settle), so the navigator never walks the document. An answer that a newer
 * request overtook is dropped; the replaced texture and its bitmap are released. Null while there is no picture
 * (an empty map, or one still streaming in).
 */
export function useMiniature(engine: MapEngine, width: number, height: number): NavigatorPicture | null {
  const [picture, setPicture] = useState<NavigatorPicture | null>(null);
  useEffect(() => {
    let latest = 0;
    let alive = true;
    const request = (): void => {
      const ticket = ++latest;
      const scale = density(width, height);
      engine
        .miniature({ width: width * scale, height: height * scale })
        .then((m) => {
          if (!alive || ticket !== latest) {
            m?.bitmap.close();
            return;
          }
          if (!m) {
            setPicture(null);
            return;
          }
          const source = new ImageSource({ resource: m.bitmap, resolution: m.width / width });
          const texture = new Texture({ source });
          setPicture({
            texture,
            worldBounds: m.worldBounds,
            width,
            height,
            background: m.background,
            version: m.version,
          });
        })
        .catch((error: unknown) => console.error('Navigator: the miniature failed', error));
    };
    request();
    const off = engine.on('miniaturechange', request);
    return () => {
      alive = false;
      off();
    };
  }, [engine, width, height]);
  // Each picture is released once the next one replaces it, or when the navigator closes.
  useEffect(() => {
    if (!picture) return;
    return () => {
      const bitmap = picture.texture.source.resource as ImageBitmap;
      picture.texture.destroy(true);
      bitmap.close();
    };
  }, [picture]);
  return picture;
}

/** The main view's graph box, following the engine's `viewportchange`. */
export function useViewBox(engine: MapEngine): GraphBox {
  const subscribe = useCallback((changed: () => void) => engine.on('viewportchange', changed), [engine]);
  return useSyncExternalStore(subscribe, () => viewBoxOf(engine));
}

/** The last view box read of each engine: the same object while the view has not moved, as React asks. */
const viewBoxes = new WeakMap<MapEngine, GraphBox>();

function viewBoxOf(engine: MapEngine): GraphBox {
  const now = engine.getViewBox();
  const last = viewBoxes.get(engine);
  if (
    last &&
    last.minX === now.minX &&
    last.minY === now.minY &&
    last.maxX === now.maxX &&
    last.maxY === now.maxY
  )
    return last;
  viewBoxes.set(engine, now);
  return now;
}
