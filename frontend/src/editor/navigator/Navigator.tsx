import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Application, extend, useApplication } from '@pixi/react';
import { Graphics, Sprite } from 'pixi.js';
import { useTranslation } from 'react-i18next';
import { wheelZoomFactor, type MapEngine } from '@mapa/engine';
import type { Point } from '@mapa/model';
import { dragCentre, inside, toGraph, viewRect, type PxRect } from './navigatorGeometry';
import { useMiniature, useViewBox, type NavigatorPicture } from './useMiniature';

extend({ Graphics, Sprite });

/** The navigator's size in CSS px (3:2, like most screens showing a map). */
export const NAVIGATOR_WIDTH = 216;
export const NAVIGATOR_HEIGHT = 144;
/** Below this window width the bottom tool bar reaches the corner: the navigator sits above it. */
const BESIDE_TOOLBAR_MIN_WIDTH = 1100;
/** The main view's rectangle: the app's indigo. */
const VIEW_COLOR = 0x4263eb;

/**
 * The navigator (issue #17): the whole map in miniature in the canvas corner, with the main view as a rectangle.
 * A click centres the main view there, dragging (the rectangle, or on from a click) pans it, and the wheel zooms
 * it. Drawn with `@pixi/react`: a sprite of `engine.miniature` and the rectangle as `Graphics`, drawn when either
 * changes (the application's ticker is off: an idle editor draws nothing, where a running ticker redrew this canvas
 * every display frame, about 1.8 CPU cores on software WebGL).
 */
export function Navigator({ engine }: { engine: MapEngine }) {
  const { t } = useTranslation();
  const picture = useMiniature(engine, NAVIGATOR_WIDTH, NAVIGATOR_HEIGHT);
  const viewBox = useViewBox(engine);
  const rect = useMemo(() => (picture ? viewRect(picture, viewBox) : null), [picture, viewBox]);
  const box = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery(`(max-width: ${BESIDE_TOOLBAR_MIN_WIDTH - 1}px)`) ?? false;
  useWheelZoom(box, engine);
  const pointer = usePointerPan(engine, picture, rect);
  // @pixi/react (8.0.5) shows the children of a render made while its application starts, then, once started,
  // those of its first render again: a picture that arrived meanwhile was not shown until something changed.
  // Rendering once more when it has started shows the current ones.
  const [, setStarted] = useState(false);
  const started = useCallback(() => setStarted(true), []);
  const drawRect = useCallback(
    (g: Graphics) => {
      g.clear();
      if (!rect) return;
      g.rect(rect.x, rect.y, rect.width, rect.height)
        .fill({ color: VIEW_COLOR, alpha: 0.08 })
        .stroke({ color: VIEW_COLOR, width: 1.5, alignment: 1 });
    },
    [rect],
  );
  return (
    <Paper
      ref={box}
      role="region"
      aria-label={t('navigator.label')}
      data-testid="navigator"
      data-version={picture?.version ?? 0}
      data-ready={picture !== null}
      withBorder
      shadow="sm"
      radius="md"
      pos="absolute"
      right={16}
      bottom={narrow ? 76 : 16}
      w={NAVIGATOR_WIDTH + 2}
      h={NAVIGATOR_HEIGHT + 2}
      style={{
        overflow: 'hidden',
        background: picture?.background ?? 'var(--mapa-surface)',
        cursor: 'pointer',
        touchAction: 'none',
        zIndex: 3,
      }}
      {...pointer}
    >
      <Application
        width={NAVIGATOR_WIDTH}
        height={NAVIGATOR_HEIGHT}
        backgroundAlpha={0}
        antialias
        autoDensity
        resolution={typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1}
        preference="webgl"
        autoStart={false}
        onInit={started}
      >
        {picture && (
          <pixiSprite texture={picture.texture} width={NAVIGATOR_WIDTH} height={NAVIGATOR_HEIGHT} />
        )}
        <pixiGraphics draw={drawRect} />
        <DrawOnChange picture={picture} rect={rect} />
      </Application>
    </Paper>
  );
}

/**
 * Renders the navigator's application once the picture or the rectangle changed (after the commit that updated its
 * sprite and graphics), and once it is ready.
 */
function DrawOnChange({ picture, rect }: { picture: NavigatorPicture | null; rect: PxRect | null }) {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (isInitialised && app.renderer) app.render();
  }, [app, isInitialised, picture, rect]);
  return null;
}

/** Click to centre, then drag; a press on the rectangle drags it from where it was grabbed. */
function usePointerPan(engine: MapEngine, picture: NavigatorPicture | null, rect: PxRect | null) {
  // The picture a drag started on: a new one arriving mid-drag must not make the view jump.
  const drag = useRef<{ picture: NavigatorPicture; grab: Point } | null>(null);
  const local = (e: ReactPointerEvent<HTMLElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    return {
      x: e.clientX - r.left - e.currentTarget.clientLeft,
      y: e.clientY - r.top - e.currentTarget.clientTop,
    };
  };
  const end = () => {
    drag.current = null;
  };
  return {
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
      if (!picture || e.button !== 0) return;
      const p = local(e);
      let grab = { x: 0, y: 0 };
      if (rect && inside(rect, p))
        grab = { x: p.x - (rect.x + rect.width / 2), y: p.y - (rect.y + rect.height / 2) };
      else engine.panTo(toGraph(picture, p));
      drag.current = { picture, grab };
      e.currentTarget.setPointerCapture(e.pointerId);
      e.preventDefault();
    },
    onPointerMove: (e: ReactPointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (d) engine.panTo(dragCentre(d.picture, local(e), d.grab));
    },
    onPointerUp: end,
    onPointerCancel: end,
    onLostPointerCapture: end,
  };
}

/** The wheel over the navigator zooms the main view about its centre (and never scrolls the page). */
function useWheelZoom(box: React.RefObject<HTMLDivElement | null>, engine: MapEngine): void {
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      engine.zoomTo(engine.getViewport().zoom * wheelZoomFactor(e.deltaY, e.deltaMode, window.innerHeight));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [box, engine]);
}
