import sanitizeHtml from 'sanitize-html';
import { stripUnsafeChars, stripUnsafeMarkup } from '@mapa/model';
import { isSafeCssValue } from './cssValue';

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'stop',
  'mask',
  'pattern',
  'symbol',
  'use',
  'title',
  'desc',
  'marker',
  'filter',
  'linearGradient',
  'radialGradient',
  'clipPath',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feMerge',
  'feMergeNode',
];

const SVG_ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'stroke-miterlimit',
  'opacity',
  'transform',
  'id',
  'class',
  'offset',
  'stop-color',
  'stop-opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'dx',
  'dy',
  'href',
  'xlink:href',
  'orient',
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'filter',
  'color',
  'vector-effect',
  'style',
  'viewBox',
  'gradientUnits',
  'gradientTransform',
  'preserveAspectRatio',
  'patternUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'stdDeviation',
];

// SVG is XML and case-sensitive, but an upload may spell names in any case (`<SVG>`, `VIEWBOX`): names are
// matched case-insensitively and written back in their canonical spelling, so the stored file is valid SVG.
const canonical = (names: string[]) => new Map(names.map((name) => [name.toLowerCase(), name]));
const TAG_NAMES = canonical(SVG_TAGS);
const ATTRIBUTE_NAMES = canonical(SVG_ATTRIBUTES);

/** Raised when an upload is not a usable SVG; callers answer 415 with its message. */
export class SvgRejectedError extends Error {}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  disallowedTagsMode: 'discard',
  // Compared with the transformed (lower-cased when unknown) name, so `<SCRIPT>` loses its text too.
  nonTextTags: ['script', 'style', 'foreignobject', 'iframe', 'textarea', 'noscript'],
  exclusiveFilter: () => false,
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        const known = ATTRIBUTE_NAMES.get(name.toLowerCase());
        if (!known) continue;
        if ((known === 'href' || known === 'xlink:href') && !value.trim().startsWith('#')) continue;
        if (!isSafeCssValue(value)) continue;
        kept[known] = value;
      }
      return { tagName: TAG_NAMES.get(tagName.toLowerCase()) ?? tagName.toLowerCase(), attribs: kept };
    },
  },
};

/**
 * An SVG with only drawing elements and presentation attributes: no scripts, event handlers, foreignObject,
 * external references (href only to '#fragments'), or fetching CSS (url() other than '#fragments', image-set(),
 * expression(); CSS escapes decoded first), and without the characters the map's text rule drops (model
 * `text/unsafeChars.ts`; an image with them is not XML an `<img>` would draw). Throws {@link SvgRejectedError}
 * when no <svg> root is left.
 */
export function sanitizeSvg(svg: string): string {
  const clean = stripUnsafeChars(sanitizeHtml(stripUnsafeMarkup(svg), OPTIONS));
  if (!/<svg[\s>]/.test(clean))
    throw new SvgRejectedError('no <svg> root element is left once unsafe content is removed');
  return clean;
}
