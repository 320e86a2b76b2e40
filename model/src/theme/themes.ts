import { darkTheme, lightTheme } from './themeBuilders';
import type { ThemeDefinition } from './themeTypes';

// The themes a map can take (issue 34). Palettes of the default, dark and colour-blind themes are colour-blind safe
// (Paul Tol's 'vibrant' and 'bright' schemes, Okabe & Ito's): neighbouring branches stay apart for every common
// colour vision. Every text colour keeps at least a 4.5:1 contrast on its fill (themes.test.ts checks it).

/** The default: calm, light, a navy central topic, branches in Tol's vibrant colours. */
const mapa = lightTheme({
  id: 'mapa',
  background: '#FBFCFE',
  palette: ['#0077BB', '#EE7733', '#009988', '#EE3377', '#33BBEE', '#CC3311'],
  centralFill: '#1F2A44',
  neutral: '#7A8499',
  text: '#1F2A44',
});

const midnight = darkTheme({
  id: 'midnight',
  background: '#141923',
  palette: ['#66CCEE', '#EE6677', '#44BB99', '#CCBB44', '#AA88DD', '#FF9955'],
  centralFill: '#E8EDF5',
  neutral: '#8A94A8',
  text: '#EEF2F8',
});

/** Black on white, thick outlines, deep branch colours: every line and label at the strongest contrast. */
const highContrast: ThemeDefinition = (() => {
  const base = lightTheme({
    id: 'high-contrast',
    background: '#FFFFFF',
    palette: ['#003F9E', '#9E0000', '#00611C', '#5A1E8C', '#7A3D00', '#000000'],
    centralFill: '#000000',
    neutral: '#000000',
    text: '#000000',
  });
  return {
    ...base,
    main: { ...base.main, fill: '#FFFFFF', borderWidth: 3, fontWeight: 700 },
    sub: { ...base.sub, fill: '#FFFFFF', border: { branch: 1 }, borderWidth: 2, fontWeight: 600 },
    floating: { ...base.floating, fill: '#FFFFFF', border: '#000000', borderWidth: 2 },
    branches: [
      { width: 6, endWidth: 4 },
      { width: 4, endWidth: 3 },
      { width: 3, endWidth: 2.5 },
    ],
    relationship: { ...base.relationship, width: 2.5 },
    edgeText: { ...base.edgeText, color: '#000000', size: 18 },
  };
})();

const colorBlind = lightTheme({
  id: 'color-blind',
  background: '#FFFFFF',
  palette: ['#E69F00', '#56B4E9', '#009E73', '#0072B2', '#D55E00', '#CC79A7'],
  centralFill: '#000000',
  neutral: '#666666',
  text: '#1A1A1A',
});

const monochrome = lightTheme({
  id: 'monochrome',
  background: '#FFFFFF',
  palette: ['#3D3D3D'],
  centralFill: '#222222',
  neutral: '#6B6B6B',
  text: '#222222',
});

const pastel: ThemeDefinition = (() => {
  const base = lightTheme({
    id: 'pastel',
    background: '#FFFDF8',
    palette: ['#7FAEDB', '#EE96B6', '#7FC98E', '#E8C25A', '#B195DE', '#F2A477'],
    centralFill: '#5E5A7A',
    neutral: '#9A93A6',
    text: '#3F3A4A',
  });
  return {
    ...base,
    main: { ...base.main, fill: { branch: 0.3 } },
    sub: { ...base.sub, fill: { branch: 0.12 } },
  };
})();

const ocean = lightTheme({
  id: 'ocean',
  background: '#F4F9FC',
  palette: ['#0B6E99', '#1A9C95', '#3C7FD6', '#0E8AA6', '#5B6FD6', '#2E8B57'],
  centralFill: '#0B3C5D',
  neutral: '#6C8BA0',
  text: '#12324A',
});

const forest = lightTheme({
  id: 'forest',
  background: '#F6F8F2',
  palette: ['#2F6B3B', '#8A6A2E', '#4F8A3E', '#A0522D', '#5E7F1F', '#3E7B6E'],
  centralFill: '#2E3B25',
  neutral: '#7C8A70',
  text: '#2A3324',
});

const sunset = lightTheme({
  id: 'sunset',
  background: '#FFF8F2',
  palette: ['#E4572E', '#D98E04', '#D7263D', '#A23E8C', '#F46036', '#B5541C'],
  centralFill: '#5B1F2F',
  neutral: '#A08070',
  text: '#3D1F24',
});

/** Ink on warm paper, square corners. */
const paper: ThemeDefinition = (() => {
  const base = lightTheme({
    id: 'paper',
    background: '#F7F1E3',
    palette: ['#8C5A3C', '#5D7052', '#7D5BA6', '#A0522D', '#3F6C8C', '#7F7535'],
    centralFill: '#4A3B2A',
    neutral: '#9C8B72',
    text: '#3B2F22',
  });
  return {
    ...base,
    central: { ...base.central, shape: 'rectangle' },
    main: { ...base.main, shape: 'rectangle' },
    sub: { ...base.sub, shape: 'rectangle' },
    floating: { ...base.floating, shape: 'rectangle' },
  };
})();

const blueprint = darkTheme({
  id: 'blueprint',
  background: '#12355B',
  palette: ['#A8DADC', '#F1FAEE', '#FFD166', '#8ECAE6', '#CDB4DB', '#B7E4C7'],
  centralFill: '#F1FAEE',
  neutral: '#8FB3D9',
  text: '#F1FAEE',
});

const neon = darkTheme({
  id: 'neon',
  background: '#0D0D14',
  palette: ['#39FF14', '#FF2E88', '#00E5FF', '#FFE600', '#B388FF', '#FF8C00'],
  centralFill: '#F5F5FA',
  neutral: '#8888AA',
  text: '#F5F5FA',
});

/** Mapa's look before themes: light grey boxes with a thin dark border, grey arrows. */
const classic: ThemeDefinition = (() => {
  const box = {
    shape: 'round-rectangle' as const,
    width: 250,
    height: 100,
    fill: '#F2F4F8',
    border: '#222222',
    borderWidth: 2,
    text: '#000000',
    textSize: 22,
    fontWeight: 400 as const,
  };
  const base = lightTheme({
    id: 'classic',
    background: '#FFFFFF',
    palette: ['#999999'],
    centralFill: '#F2F4F8',
    neutral: '#999999',
    text: '#000000',
  });
  return {
    ...base,
    central: box,
    main: box,
    sub: box,
    floating: box,
    branches: [
      { width: 2, endWidth: 2 },
      { width: 2, endWidth: 2 },
      { width: 2, endWidth: 2 },
    ],
    branchDirection: 'one-way',
    relationship: { color: '#999999', width: 2, curve: 'bezier', direction: 'one-way' },
    edgeText: { color: '#000000', size: 30, background: '#FFFFFF' },
  };
})();

/** The id a map without `settings.theme` takes. */
export const DEFAULT_THEME_ID = 'mapa';

/** Every theme, in the order the Theme picker lists them. */
export const THEMES: readonly ThemeDefinition[] = [
  mapa,
  midnight,
  highContrast,
  colorBlind,
  monochrome,
  pastel,
  ocean,
  forest,
  sunset,
  paper,
  blueprint,
  neon,
  classic,
];
