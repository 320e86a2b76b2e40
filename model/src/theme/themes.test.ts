import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { DEFAULT_THEME_ID, THEMES } from './themes';
import { THEME_IDS, themeOf } from './themeRegistry';
import type { NodeRole } from './themeTypes';

extend([a11yPlugin]);

const ROLES: NodeRole[] = ['central', 'main', 'sub', 'floating'];

describe('themes', () => {
  it('offers at least 12 themes with distinct ids, among them the kinds users look for', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(THEME_IDS).size).toBe(THEMES.length);
    for (const id of ['mapa', 'midnight', 'high-contrast', 'color-blind', 'monochrome', 'pastel'])
      expect(THEME_IDS).toContain(id);
    expect(THEME_IDS[0]).toBe(DEFAULT_THEME_ID);
    expect(THEMES.filter((t) => t.dark).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps every label readable: text on its fill at 4.5:1 or more, for every role and branch', () => {
    const failures: string[] = [];
    for (const definition of THEMES) {
      const theme = themeOf({ theme: definition.id });
      for (const role of ROLES)
        for (let branch = -1; branch < Math.max(1, definition.palette.length); branch++) {
          const look = theme.node({ depth: role === 'sub' ? 2 : role === 'main' ? 1 : 0, branch, role });
          const ratio = colord(look.textColor).contrast(look.backgroundColor);
          if (ratio < 4.5) failures.push(`${definition.id} ${role} ${branch}: ${ratio}`);
        }
      const edge = definition.edgeText;
      if (colord(edge.color).contrast(edge.background) < 4.5) failures.push(`${definition.id} edge text`);
      // Labels beside or below their nodes (the org chart's) lie on the canvas.
      if (colord(theme.canvasText).contrast(theme.background) < 4.5)
        failures.push(`${definition.id} canvas text`);
    }
    expect(failures).toEqual([]);
  });

  it('shows every node as a visible shape: its outline or fill stands out from the canvas', () => {
    const failures: string[] = [];
    for (const definition of THEMES) {
      const theme = themeOf({ theme: definition.id });
      for (const role of ROLES) {
        const look = theme.node({ depth: role === 'sub' ? 2 : role === 'main' ? 1 : 0, branch: 0, role });
        const fill = colord(look.backgroundColor).contrast(definition.background);
        const border = look.borderWidth > 0 ? colord(look.borderColor).contrast(definition.background) : 1;
        if (Math.max(fill, border) < 1.5) failures.push(`${definition.id} ${role}: ${fill} / ${border}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('makes the branches of one map tell apart: first-level branches take distinct colours', () => {
    for (const definition of THEMES.filter((t) => t.palette.length > 1)) {
      const theme = themeOf({ theme: definition.id });
      const colours = definition.palette.map((_, i) => theme.branchColor(i));
      expect(new Set(colours).size).toBe(colours.length);
    }
  });

  it('draws an unknown theme id as the default theme and warns once, never throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(themeOf({ theme: 'from-the-future' }).id).toBe(DEFAULT_THEME_ID);
      expect(themeOf({ theme: 'from-the-future' }).id).toBe(DEFAULT_THEME_ID);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('from-the-future');
      expect(themeOf(null).id).toBe(DEFAULT_THEME_ID);
    } finally {
      warn.mockRestore();
    }
  });
});
