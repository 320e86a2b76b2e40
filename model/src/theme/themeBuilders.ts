import type { ThemeDefinition, ThemeNodeStyle } from './themeTypes';

/** What most themes vary: colours; the shapes, sizes and widths come from the family they belong to. */
export interface ThemeColors {
  id: string;
  background: string;
  palette: readonly string[];
  /** Fill of the central topic (its label takes black or white, whichever reads best). */
  centralFill: string;
  /** Colour of nodes outside any branch and of relationship lines. */
  neutral: string;
  /** Text of main and sub topics. */
  text: string;
}

/** Node sizes shared by the themes: the central topic biggest, then main topics, then the rest. */
const SIZES = {
  central: { width: 280, height: 110, textSize: 28 },
  main: { width: 220, height: 76, textSize: 21 },
  sub: { width: 190, height: 56, textSize: 17 },
  floating: { width: 200, height: 64, textSize: 18 },
} as const;

const node = (
  role: keyof typeof SIZES,
  style: Omit<ThemeNodeStyle, 'width' | 'height' | 'textSize'>,
): ThemeNodeStyle => ({ ...SIZES[role], ...style });

/**
 * A light theme in the house style (after XMind's and MindNode's defaults): a filled central topic, main topics
 * tinted with their branch colour and outlined in it, sub-topics on the background with a softer outline, smooth
 * branches that taper from the centre outwards.
 */
export function lightTheme(c: ThemeColors): ThemeDefinition {
  return {
    id: c.id,
    dark: false,
    background: c.background,
    neutral: c.neutral,
    palette: c.palette,
    central: node('central', {
      shape: 'round-rectangle',
      fill: c.centralFill,
      border: c.centralFill,
      borderWidth: 0,
      text: 'contrast',
      fontWeight: 700,
    }),
    main: node('main', {
      shape: 'round-rectangle',
      fill: { branch: 0.16 },
      border: { branch: 1 },
      borderWidth: 2,
      text: c.text,
      fontWeight: 600,
    }),
    sub: node('sub', {
      shape: 'round-rectangle',
      fill: { branch: 0.06 },
      border: { branch: 0.55 },
      borderWidth: 1.5,
      text: c.text,
      fontWeight: 400,
    }),
    floating: node('floating', {
      shape: 'round-rectangle',
      fill: { branch: 0.1 },
      border: { branch: 0.8 },
      borderWidth: 1.5,
      text: c.text,
      fontWeight: 600,
    }),
    branches: [
      { width: 6, endWidth: 3 },
      { width: 3, endWidth: 2 },
      { width: 2, endWidth: 1.5 },
    ],
    branchCurve: 'bezier',
    branchDirection: 'none',
    relationship: { color: c.neutral, width: 1.5, curve: 'bezier', direction: 'one-way' },
    edgeText: { color: c.text, size: 16, background: c.background },
    halo: c.background,
  };
}

/**
 * A dark theme in the house style: the same shapes on a dark canvas, main topics filled with a deep shade of their
 * branch colour, light text.
 */
export function darkTheme(c: ThemeColors): ThemeDefinition {
  const light = lightTheme(c);
  return {
    ...light,
    dark: true,
    main: { ...light.main, fill: { branch: 0.3 } },
    sub: { ...light.sub, fill: { branch: 0.12 }, border: { branch: 0.7 } },
    floating: { ...light.floating, fill: { branch: 0.2 }, border: { branch: 0.6 } },
  };
}
