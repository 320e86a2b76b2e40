// Public entry of @mapa/model: the document schema, parsing, operations, history and pure helpers.
export * from './schema/enums';
export * from './schema/node';
export * from './schema/edge';
export * from './schema/canvas';
export * from './schema/settings';
export * from './schema/document';
export * from './ops/changeLabels';
export * from './ops/operation';
export { OperationError } from './ops/OperationError';
export { invertOperation } from './ops/invertOperation';
export { createTransaction, invertTransaction } from './ops/transaction';
export { RESERVED_CANVAS_KEYS } from './ops/apply/canvasAppliers';
export { addNodeOps, updateNodeOps, moveNodesOps, removeNodesOps, type NodePatch } from './ops/build/nodeOps';
export { addEdgeOps, updateEdgeOps, removeEdgesOps } from './ops/build/edgeOps';
export {
  setHtmlContentOps,
  ensureCanvasOps,
  ensureSettingsOps,
  updateSettingsOps,
  updateCanvasOps,
  setDrawingOps,
} from './ops/build/documentOps';
export { bringToFrontOps, sendToBackOps } from './ops/build/orderOps';
export { addImageOps, updateImageOps, removeImagesOps } from './ops/build/imageOps';
export { MapState } from './state/MapState';
export type { PendingApply, PendingApplyStatus } from './state/PendingApply';
export {
  applyInSlices,
  finishInSlices,
  nextMacrotask,
  SLICED_APPLY_MIN_OPS,
  SLICED_APPLY_SLICE_MS,
  type SliceOptions,
} from './state/applyInSlices';
export { History } from './history/History';
export { parseMapDocument } from './parse/parseMapDocument';
export { normalizeMapDocument } from './parse/normalizeMapDocument';
export { trustMapDocument } from './parse/trustMapDocument';
export { salvageMapDocument, type SalvageResult } from './parse/salvageMapDocument';
export { formatIssuePath } from './parse/formatIssuePath';
export type { ParseError, ParseMapDocumentResult } from './parse/parseResult';
export * from './defaults/constants';
export { newId } from './defaults/newId';
export { createNode, type CreateNodeInput } from './defaults/createNode';
export { createEdge, type CreateEdgeInput } from './defaults/createEdge';
export { cloneNode } from './defaults/cloneNode';
export { emptyDocument } from './defaults/emptyDocument';
export { nodeHeight, nodeWidth, resolveNodeStyle, type ResolvedNodeStyle } from './defaults/resolveNodeStyle';
export { resolveEdgeStyle, type ResolvedEdgeStyle } from './defaults/resolveEdgeStyle';
export * from './api';
export { findFreeSpot } from './geometry/findFreeSpot';
export { freeSpotBeside, type GrowSide } from './geometry/freeSpotBeside';
export * from './editing';
export * from './pages';
export * from './presentation';
export * from './markers';
export * from './sync';
export * from './versions';
export * from './limits/contentLimits';
export * from './limits/coordinates';
export * from './files';
export * from './text';
export * from './theme';
export { shapePolygon, cornerRadius, pointInPolygon } from './geometry/shapePolygon';
export { parseColor, type ParsedColor } from './geometry/parseColor';
export {
  edgeControls,
  BONE_SLANT,
  clipToOutline,
  arrowCount,
  arrowLength,
  arrowHalfWidth,
  ARROW_MAX_LENGTH,
  type BranchAxis,
  type EdgeEnd,
  type EdgePathKind,
} from './geometry/edgeControls';
