// Random but valid changes for property tests: an intent is drawn blindly, then turned into operations against
// the current state with the public op builders (the way the shell makes them).
import fc from 'fast-check';
import type { Operation, Transaction } from '../ops/operation';
import type { ChangeLabel } from '../ops/changeLabels';
import { newId } from '../defaults/newId';
import type { MapState } from '../state/MapState';
import { NODE_SHAPES } from '../schema/enums';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import { addNodeOps, moveNodesOps, removeNodesOps, updateNodeOps } from '../ops/build/nodeOps';
import { addEdgeOps, removeEdgesOps, updateEdgeOps } from '../ops/build/edgeOps';
import {
  ensureCanvasOps,
  setDrawingOps,
  setHtmlContentOps,
  updateCanvasOps,
  updateSettingsOps,
} from '../ops/build/documentOps';
import { bringToFrontOps, sendToBackOps } from '../ops/build/orderOps';
import { addImageOps, removeImagesOps, updateImageOps } from '../ops/build/imageOps';
import { colorArb, pointArb, supportImageArb } from './arbitraries';

const KINDS = [
  'addNode',
  'addEdge',
  'updateNode',
  'clearLabel',
  'lock',
  'moveNodes',
  'removeNodes',
  'updateEdge',
  'removeEdges',
  'front',
  'back',
  'canvas',
  'dropCanvas',
  'settings',
  'html',
  'drawing',
  'addImage',
  'updateImage',
  'removeImages',
] as const;

export const intentArb = fc.record({
  kind: fc.constantFrom(...KINDS),
  picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  point: pointArb,
  text: fc.string({ maxLength: 6 }),
  color: colorArb,
  flag: fc.boolean(),
  image: supportImageArb,
});
export type Intent = typeof intentArb extends fc.Arbitrary<infer T> ? T : never;

function pick<T>(items: readonly T[], n: number): T | undefined {
  return items.length ? items[n % items.length] : undefined;
}

/** Turns an intent into operations valid for `state` ([] when it does not apply, e.g. no nodes to remove). */
export function opsFor(state: MapState, intent: Intent): Operation[] {
  const ids = state.nodesOrder();
  const edgeIds = [...state.edges.keys()];
  const imageIds = (state.canvas?.backgroundImages ?? []).map((image) => image.id);
  const [p0, p1 = 0] = intent.picks;
  const node = pick(ids, p0) ?? '';
  switch (intent.kind) {
    case 'addNode':
      return addNodeOps(
        state,
        createNode({ position: intent.point, settings: state.settings, label: intent.text }),
      );
    case 'addEdge':
      return ids.length
        ? addEdgeOps(state, createEdge({ source: node, target: pick(ids, p1)!, settings: state.settings }))
        : [];
    case 'updateNode':
      return updateNodeOps(state, node, {
        data: { label: intent.text, shape: pick(NODE_SHAPES, p1), backgroundColor: intent.color },
      });
    case 'clearLabel':
      return updateNodeOps(state, node, { data: { label: undefined, customField: undefined } });
    case 'lock':
      return updateNodeOps(state, node, { locked: intent.flag, data: { locked: intent.flag } });
    case 'moveNodes':
      return moveNodesOps(
        state,
        intent.picks.map((n, i) => ({
          id: pick(ids, n) ?? '',
          position: { x: intent.point.x + i, y: intent.point.y },
        })),
      );
    case 'removeNodes':
      return removeNodesOps(
        state,
        intent.picks.map((n) => pick(ids, n) ?? ''),
      );
    case 'updateEdge':
      return updateEdgeOps(state, pick(edgeIds, p0) ?? '', {
        color: intent.color,
        label: intent.text,
        target: pick(ids, p1),
      });
    case 'removeEdges':
      return removeEdgesOps(
        state,
        intent.picks.map((n) => pick(edgeIds, n) ?? ''),
      );
    case 'front':
      return bringToFrontOps(state, node);
    case 'back':
      return sendToBackOps(state, node);
    case 'canvas':
      return updateCanvasOps(state, {
        backgroundColor: intent.flag ? intent.color : undefined,
        zoom: 1 + (p0 % 5),
      });
    case 'dropCanvas':
      return state.canvas
        ? [{ type: 'document.update', key: 'canvas', from: state.toDocument().canvas, to: null }]
        : ensureCanvasOps(state);
    case 'settings':
      return updateSettingsOps(state, {
        defaultNodeColor: intent.color,
        templateEngine: intent.flag ? 'Tree TD' : undefined,
      });
    case 'html':
      return setHtmlContentOps(state, `<p>${intent.text}</p>`);
    case 'drawing':
      return setDrawingOps(state, {
        paths: [{ points: [intent.point], strokeWidth: 3, strokeColor: intent.color }],
        texts: [],
      });
    case 'addImage':
      return imageIds.includes(intent.image.id) ? [] : addImageOps(state, intent.image);
    case 'updateImage':
      return updateImageOps(state, pick(imageIds, p0) ?? '', {
        locked: intent.flag,
        name: intent.text || undefined,
      });
    case 'removeImages':
      return removeImagesOps(
        state,
        intent.picks.map((n) => pick(imageIds, n) ?? ''),
      );
  }
}

/** Steps of random edits: each step is one transaction of up to three intents. */
export const stepsArb = fc.array(fc.array(intentArb, { minLength: 1, maxLength: 3 }), { maxLength: 8 });

/**
 * Applies each step to `state` (each intent against the state as the previous one left it) and returns one
 * transaction labelled `label` per step, as it would travel (a JSON copy). Steps that change nothing make none.
 * `version` advances per intent, not per step: compare states without it (`canonical`).
 */
export function applySteps(
  state: MapState,
  steps: Intent[][],
  label: ChangeLabel = 'node.updated',
): Transaction[] {
  const txs: Transaction[] = [];
  for (const intents of steps) {
    const ops = intents.flatMap((intent) => {
      const part = opsFor(state, intent);
      state.apply({ id: newId(), label, source: 'user', ops: part });
      return part;
    });
    if (ops.length) txs.push(JSON.parse(JSON.stringify({ id: newId(), label, source: 'user', ops })));
  }
  return txs;
}
