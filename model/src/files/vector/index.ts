export { mapScene, paint } from './mapScene';
export { writeSvg, svgElement, svgImageDefs, svgOpenTag, dataUrl, type SvgImageRef } from './writeSvg';
export { wrapText, textWidth, LINE_HEIGHT, type TextFace } from './wrapText';
export {
  VECTOR_FONT_FAMILY,
  type EmbeddedImage,
  type ImageFit,
  type MapScene,
  type Paint,
  type ScenePrimitive,
} from './scenePrimitives';
