import type { MapNode } from '../schema/node';
import type { Settings } from '../schema/settings';
import type { BackgroundFit, NodeShape, TextPosition } from '../schema/enums';
import type { NodePlace } from '../theme/themeTypes';
import { themeOf } from '../theme/themeRegistry';
import { presentNode, type PresentationContext } from '../theme/templatePresentation';
import { contrastText, isOpaque, readsOn } from '../theme/compiledTheme';
import { NODE_STYLE_DEFAULTS, PLACEHOLDER_LABEL } from './constants';

/** Everything needed to draw a node, every field filled. */
export interface ResolvedNodeStyle {
  width: number;
  height: number;
  shape: NodeShape;
  backgroundColor: string;
  borderColor: string;
  borderWidth: number;
  textColor: string;
  textSize: number;
  /** CSS font weight of the label (the theme's for the node's role). */
  fontWeight: 400 | 600 | 700;
  textPosition: TextPosition;
  textBackgroundColor: string;
  /** Colour of the halo drawn behind a label that sits over lines or images: the canvas colour shown. */
  haloColor: string;
  /** The node's branch colour: accents such as a collapsed node's badge. */
  accentColor: string;
  backgroundFit: BackgroundFit;
  /** The label to show: the node's, or {@link PLACEHOLDER_LABEL} when it is empty. */
  label: string;
  /** True when `label` is the placeholder (drawn dimmed, never saved). */
  isPlaceholder: boolean;
  /** The resolved image address, or null when the node shows no image (yet). */
  imageURL: string | null;
  /** True when the map's template fixes the node's size (the org chart, flashcards, the radial map). */
  sizedByTemplate: boolean;
}

/**
 * Resolves a node's look (issue 34). Each field comes from the first of: the template's presentation (size and
 * text position only, while that template is on), the node's own value, `settings.default*`, and the map's theme
 * (`settings.theme`) for the node's place in the hierarchy (`place`: its role and branch; a node without one looks
 * like a floating topic). The text sits at the bottom by default when the node has an image. A label outside its
 * node takes the theme's text colour for the canvas where it reads on the canvas colour shown
 * (`context.canvasColor`, else the theme's background), else black or white; a text colour of the node's own (or the settings') is kept
 * where it reads on what lies under the label (contrast 3:1 or more), or inside a fill or on a text background of
 * its own.
 */
export function resolveNodeStyle(
  node: MapNode,
  settings?: Settings | null,
  place?: NodePlace | null,
  context?: PresentationContext,
): ResolvedNodeStyle {
  const d = node.data;
  const s: Settings = settings ?? {};
  const theme = themeOf(settings);
  const look = theme.node(place);
  const shown = place ? presentNode(s.templateEngine, place, context) : null;
  const hasImage = Boolean(d.image || d.imageURL);
  const label = d.label?.trim() ? d.label : '';
  const ownFill = d.backgroundColor ?? s.defaultNodeColor;
  const backgroundColor = ownFill ?? look.backgroundColor;
  const textPosition =
    shown?.textPosition ??
    d.textPosition ??
    s.defaultTextPosition ??
    (hasImage ? NODE_STYLE_DEFAULTS.imageTextPosition : NODE_STYLE_DEFAULTS.textPosition);
  // A label beside or below its node sits on the canvas, not on the fill: it takes the theme's text for the canvas
  // (the org chart's white-on-navy centre label would vanish on a light canvas). The canvas is the one shown: the
  // map's own colour when it has one (a dark canvas on a light theme), else the theme's background.
  const inside = textPosition === 'center';
  const canvas = context?.canvasColor ?? theme.background;
  const ownTextBackground = d.textBackgroundColor ?? s.defaultTextBackgroundColor;
  // A text background of the label's own, where it hides what is under it, is the user's choice of ground: their
  // text colour stays on it, and without one the theme's text is used if it reads there, else black or white.
  const labelGround =
    ownTextBackground !== undefined && isOpaque(ownTextBackground) ? ownTextBackground : null;
  const ground = labelGround ?? (inside ? backgroundColor : canvas);
  const groundText = inside ? look.textColor : theme.canvasText;
  // The theme's text is made for the theme's fill: on a fill of the node's own (a light box given to the central
  // topic, whose theme text is white) or a text background, black or white is used where it would not read.
  const themeText = readsOn(groundText, ground) ? groundText : contrastText(ground);
  // A text colour of the node's own on a fill the theme gave it (an imported FreeMind map's black root on the
  // default theme's navy centre) is drawn only where it reads; else the theme's text for that ground.
  const ownText = d.textColor ?? s.defaultTextColor;
  const ownGround = labelGround !== null || (inside && ownFill !== undefined);
  const textColor = ownText !== undefined && (ownGround || readsOn(ownText, ground)) ? ownText : themeText;
  return {
    width: shown?.width ?? d.dimensions?.width ?? s.defaultNodeDimensions?.width ?? look.width,
    height: shown?.height ?? d.dimensions?.height ?? s.defaultNodeDimensions?.height ?? look.height,
    shape: shown?.shape ?? d.shape ?? s.defaultNodeShape ?? look.shape,
    backgroundColor,
    borderColor: d.borderColor ?? s.defaultBorderColor ?? look.borderColor,
    borderWidth: look.borderWidth,
    textColor,
    textSize: d.textSize ?? s.defaultTextSize ?? look.textSize,
    fontWeight: look.fontWeight,
    textPosition,
    textBackgroundColor: ownTextBackground ?? NODE_STYLE_DEFAULTS.textBackgroundColor,
    haloColor: context?.canvasColor ?? theme.definition.halo,
    accentColor: look.accentColor,
    backgroundFit: d.backgroundFit ?? NODE_STYLE_DEFAULTS.backgroundFit,
    label: label || PLACEHOLDER_LABEL,
    isPlaceholder: !label,
    imageURL: d.imageURL || null,
    sizedByTemplate: shown?.width !== undefined,
  };
}

/** The node's width as {@link resolveNodeStyle} resolves it, without the rest of its style. */
export function nodeWidth(
  node: MapNode,
  settings?: Settings | null,
  place?: NodePlace | null,
  context?: PresentationContext,
): number {
  const shown = place ? presentNode(settings?.templateEngine, place, context) : null;
  return (
    shown?.width ??
    node.data.dimensions?.width ??
    settings?.defaultNodeDimensions?.width ??
    themeOf(settings).node(place).width
  );
}

/** The node's height as {@link resolveNodeStyle} resolves it, without the rest of its style. */
export function nodeHeight(
  node: MapNode,
  settings?: Settings | null,
  place?: NodePlace | null,
  context?: PresentationContext,
): number {
  const shown = place ? presentNode(settings?.templateEngine, place, context) : null;
  return (
    shown?.height ??
    node.data.dimensions?.height ??
    settings?.defaultNodeDimensions?.height ??
    themeOf(settings).node(place).height
  );
}
