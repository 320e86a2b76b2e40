import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

// The label face of every server drawing export: Inter (SIL Open Font License), as the canvas draws labels,
// bundled from @expo-google-fonts/inter so the PNG and the PDF look the same on every machine.

const fontDir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));

/** Inter's files by the weight and style labels take (the model's `fontWeight`, and italic for regular). */
export const INTER_FILES = {
  400: path.join(fontDir, '400Regular', 'Inter_400Regular.ttf'),
  600: path.join(fontDir, '600SemiBold', 'Inter_600SemiBold.ttf'),
  700: path.join(fontDir, '700Bold', 'Inter_700Bold.ttf'),
  '400italic': path.join(fontDir, '400Regular_Italic', 'Inter_400Regular_Italic.ttf'),
} as const;

/**
 * resvg's fonts: Inter only, never the machine's (`loadSystemFonts: false`), so a PNG does not change with what
 * a server has installed; every family an SVG names (an icon's own text too) falls back to it.
 */
export const RESVG_FONTS: NonNullable<ResvgRenderOptions['font']> = {
  loadSystemFonts: false,
  fontFiles: Object.values(INTER_FILES),
  defaultFontFamily: 'Inter',
  sansSerifFamily: 'Inter',
  serifFamily: 'Inter',
  monospaceFamily: 'Inter',
  cursiveFamily: 'Inter',
  fantasyFamily: 'Inter',
};
