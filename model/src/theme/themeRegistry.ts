import type { Canvas } from '../schema/canvas';
import type { Settings } from '../schema/settings';
import { CompiledTheme } from './compiledTheme';
import { DEFAULT_THEME_ID, THEMES } from './themes';
import type { ThemeDefinition } from './themeTypes';

/** The host's console, typed by hand: the model compiles against no host library. */
const host = globalThis as unknown as { console?: { warn(message: string): void } };

const compiled = new Map<string, CompiledTheme>();
const warned = new Set<string>();

/** The ids of every theme, in the picker's order. */
export const THEME_IDS: readonly string[] = THEMES.map((theme) => theme.id);

/** True when `id` names one of {@link THEMES}. */
export function isThemeId(id: unknown): id is string {
  return typeof id === 'string' && THEME_IDS.includes(id);
}

/** The definition of theme `id`, or undefined when there is none. */
export function findTheme(id: string): ThemeDefinition | undefined {
  return THEMES.find((theme) => theme.id === id);
}

/**
 * The theme a map's settings name (`settings.theme`), compiled and kept. An id that names no theme (a map from a
 * newer Mapa, a typing mistake in an API call) gives the default theme and one console warning per id, never an
 * error: the map must still open.
 */
export function themeOf(settings: Settings | null | undefined): CompiledTheme {
  const wanted = settings?.theme;
  const id = wanted && isThemeId(wanted) ? wanted : DEFAULT_THEME_ID;
  if (wanted && id !== wanted && !warned.has(wanted)) {
    warned.add(wanted);
    host.console?.warn(`Unknown theme "${wanted}": the map is drawn with the default theme`);
  }
  let theme = compiled.get(id);
  if (!theme) {
    theme = new CompiledTheme(findTheme(id)!);
    compiled.set(id, theme);
  }
  return theme;
}

/**
 * The canvas colour shown under a map: its own (`canvas.backgroundColor`), else its theme's background. Labels
 * outside their nodes, halos and every export's ground take it, so a dark canvas on a light theme reads.
 */
export function canvasColorOf(
  canvas: Pick<Canvas, 'backgroundColor'> | null | undefined,
  settings: Settings | null | undefined,
): string {
  return canvas?.backgroundColor ?? themeOf(settings).background;
}
