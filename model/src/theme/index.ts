// Themes (issue 34): how a map looks by default, and where each node and edge sits in its hierarchy.
export * from './themeTypes';
export { THEMES, DEFAULT_THEME_ID } from './themes';
export { THEME_IDS, isThemeId, findTheme, themeOf, canvasColorOf } from './themeRegistry';
export {
  CompiledTheme,
  mixColor,
  isOpaque,
  contrastText,
  type ThemeNodeLook,
  type ThemeEdgeLook,
} from './compiledTheme';
export { MapPlaces, type PlaceChanges } from './MapPlaces';
export * from './templatePresentation';
export { nodeStyleIn, edgeStyleIn, childPlaceIn, newNodeStyleIn } from './stateStyles';
