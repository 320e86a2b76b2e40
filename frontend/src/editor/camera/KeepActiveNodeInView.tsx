import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useEditor } from '../EditorContext';
import { nodesScreenBox } from '../canvasTools/screenBox';
import { refocusNeeded } from './activeNodeInView';

/**
 * Keeps the active node in view (spec §9): when a node opens (clicked, added, reached by the keyboard) and lies
 * beyond 62% of the window or partly outside the canvas (under the node panel), the camera glides to centre it
 * on the canvas, keeping the zoom. Runs after the panel is laid out; while a button is held (a node being
 * dragged) it waits for the release.
 */
export const KeepActiveNodeInView = observer(function KeepActiveNodeInView() {
  const { doc, ui, canvas } = useEditor();
  const active = doc.activeNodeId;
  const engine = ui.engine;
  // Whether a button is down anywhere on the page: a node is selected on press, then maybe dragged.
  const held = useRef(false);

  useEffect(() => {
    const down = () => (held.current = true);
    const up = () => (held.current = false);
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, []);

  useEffect(() => {
    if (!active || !engine) return;
    const follow = () => {
      const element = canvas.container;
      // A camera already gliding (search, previous/next node) is taking it somewhere on purpose.
      if (!element || doc.activeNodeId !== active || engine.isCameraAnimating()) return;
      engine.resize(); // the panel may have just narrowed the canvas: measure before deciding
      const box = nodesScreenBox(engine, doc.state, [active]);
      const frame = element.getBoundingClientRect();
      if (box && refocusNeeded(box, frame, window.innerWidth))
        engine.focusNode(active, engine.getViewport().zoom);
    };
    if (!held.current) {
      follow();
      return;
    }
    const onUp = () => follow();
    window.addEventListener('pointerup', onUp, { once: true });
    return () => window.removeEventListener('pointerup', onUp);
  }, [active, engine, doc, canvas]);
  return null;
});
