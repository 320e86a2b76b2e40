// Public entry of @mapa/engine: the factory, the engine's types, its constants, and the headless core for tests.
export { createMapEngine, preloadMapEngine } from './createMapEngine';
export type * from './api';
export { EngineCore } from './EngineCore';
export { FOCUS_ZOOM } from './camera/CameraControls';
export {
  MIN_ZOOM,
  MAX_ZOOM,
  ZOOM_IN_STEP,
  ZOOM_OUT_STEP,
  WHEEL_SENSITIVITY,
  wheelZoomFactor,
} from './camera/Camera';
export { FOCUS_DURATION_MS } from './camera/CameraAnimator';
export { parseColor, type ParsedColor, shapePolygon } from '@mapa/model';
export { SELECTION_COLOR } from './render/selectionColor';
export { nodeVisualBox } from './geometry/nodeGeometry';
export { isVideo } from './tools/image/supportImages';
export type { Box } from './geometry/Box';
export {
  LAYOUT_TEMPLATES,
  TEMPLATE_CATALOG,
  NO_TEMPLATE,
  findTemplate,
  type TemplateInfo,
} from './layout/templates/registry';
export { FLASHCARDS } from './layout/templates/flashCardsTemplate';
export { LayoutSupersededError } from './layout/LayoutService';
export type { LayoutInput, LayoutResult, LayoutTemplate } from './layout/types';
export { layoutInThread } from './layout/layoutInThread';
export { EXPORT_MAX_WIDTH, EXPORT_MAX_HEIGHT } from './export/exportImage';
export { DRAWING_DEFAULTS, STROKE_WIDTH_RANGE, ERASER_SIZE_RANGE } from './tools/ToolContext';
export { GRID_SPACING, GUIDE_TOLERANCE_PX } from './tools/snap/snapping';
