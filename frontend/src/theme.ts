import { createTheme } from '@mantine/core';

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Light, calm theme: one accent colour, 8 px spacing grid, rounded corners, soft shadows. */
export const theme = createTheme({
  primaryColor: 'indigo',
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
