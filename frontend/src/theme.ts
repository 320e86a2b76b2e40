import {
  ColorInput,
  Drawer,
  Menu,
  Modal,
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { TFunction } from 'i18next';

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Mantine's dimmed text (gray 6) is 3.3:1 on white, under WCAG AA's 4.5:1; this grey is 5.8:1 on white and
 * 5.2:1 on the indigo-0 of a selected card. In dark, Mantine's error red (red 8) is 3.4:1 on the body; red 4 is
 * 6.7:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6670' },
  dark: { '--mantine-color-error': 'var(--mantine-color-red-4)' },
});

/**
 * The dark scheme's greys (Mantine's `dark` colour, 0 lightest): cool slate rather than Mantine's neutral grey, so
 * the chrome sits calmly around a Midnight map (#141923). Text (0) is 12.5:1 on the body (7), dimmed text (2)
 * 6.1:1, and 4.6:1 even on a hovered row (5).
 */
const darkGreys: MantineColorsTuple = [
  '#E3E7EE',
  '#C3C9D4',
  '#9BA3B2',
  '#747D8E',
  '#3E4656',
  '#323948',
  '#282E3A',
  '#1F242E',
  '#181C25',
  '#12151C',
];

/** Calm theme, light or dark: one accent colour, 8 px spacing grid, rounded corners, soft shadows. */
export const theme = createTheme({
  primaryColor: 'indigo',
  colors: { dark: darkGreys },
  // Shade 7, not Mantine's 6: white on indigo 6 (and indigo 6 links on white) is 4.3:1, under WCAG AA's 4.5:1.
  primaryShade: { light: 7, dark: 8 },
  // Menus, modals and popovers appear without their transitions under prefers-reduced-motion.
  respectReducedMotion: true,
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '650' },
  defaultRadius: 'md',
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '16px' },
  shadows: {
    xs: '0 1px 2px rgba(16, 24, 40, 0.06)',
    sm: '0 1px 3px rgba(16, 24, 40, 0.08), 0 1px 2px rgba(16, 24, 40, 0.04)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 1px 3px rgba(16, 24, 40, 0.05)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.12), 0 2px 6px rgba(16, 24, 40, 0.06)',
  },
});

/**
 * The theme with the names Mantine's own controls need in the user's language: the colour inputs' eye-dropper
 * button and the dialogs' and drawers' close buttons have only an icon, so without a label screen readers announce
 * a nameless button (axe: button-name). Menus go without Mantine's focus placeholder, a focusable element with the
 * presentation role, which a menu may not hold (axe: aria-required-children); the first item takes the focus.
 */
export function localizedTheme(t: TFunction): MantineThemeOverride {
  return mergeThemeOverrides(theme, {
    components: {
      ColorInput: ColorInput.extend({
        defaultProps: { eyeDropperButtonProps: { 'aria-label': t('a11y.eyeDropper') } },
      }),
      Modal: Modal.extend({
        defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeDialog') } },
      }),
      Drawer: Drawer.extend({
        defaultProps: { closeButtonProps: { 'aria-label': t('a11y.closeDialog') } },
      }),
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    },
  });
}
