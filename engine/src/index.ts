// Public entry of @mapa/engine: the factory, the engine's types, its constants, and the headless core for tests.
export { createMapEngine } from './createMapEngine';
export type * from './api';
export { EngineCore, FOCUS_ZOOM } from './EngineCore';
export {
  MIN_ZOOM,
  MAX_ZOOM,
  ZOOM_IN_STEP,
  ZOOM_OUT_STEP,
  WHEEL_SENSITIVITY,
  wheelZoomFactor,
} from './camera/Camera';
export { FOCUS_DURATION_MS } from './camera/CameraAnimator';
export { parseColor, type ParsedColor } from './render/color';
