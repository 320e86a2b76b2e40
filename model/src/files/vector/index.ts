export { mapScene, paint } from './mapScene';
export { writeSvg, svgElement } from './writeSvg';
export { wrapText, textWidth } from './wrapText';
export { VECTOR_FONT_FAMILY, type MapScene, type Paint, type ScenePrimitive } from './scenePrimitives';
