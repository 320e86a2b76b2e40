import { nodeHeight, nodeWidth, resolveNodeStyle } from './resolveNodeStyle';
import type { MapNode } from '../schema/node';
import type { NodePlace } from '../theme/themeTypes';
import { themeOf } from '../theme/themeRegistry';
import { colord, extend } from 'colord';
import a11y from 'colord/plugins/a11y';

extend([a11y]);

const bare = (data: Partial<MapNode['data']> = {}): MapNode => ({
  position: { x: 0, y: 0 },
  data: { id: 'n', ...data },
});

describe('resolveNodeStyle', () => {
  it('fills every field from the default theme for a bare node without a place (a floating topic)', () => {
    const look = themeOf(null).node(null);
    expect(resolveNodeStyle(bare(), null)).toEqual({
      width: look.width,
      height: look.height,
      shape: 'round-rectangle',
      backgroundColor: look.backgroundColor,
      borderColor: look.borderColor,
      borderWidth: look.borderWidth,
      textColor: look.textColor,
      textSize: look.textSize,
      fontWeight: look.fontWeight,
      textPosition: 'center',
      textBackgroundColor: 'rgba(255,255,255,0)',
      haloColor: '#FBFCFE',
      accentColor: look.accentColor,
      backgroundFit: 'contain',
      label: 'Add Title',
      isPlaceholder: true,
      imageURL: null,
      sizedByTemplate: false,
    });
    expect(look.borderWidth).toBeGreaterThan(0);
  });

  it('styles a node by its place: the theme < settings.default* < the node own fields', () => {
    const central: NodePlace = { depth: 0, branch: -1, role: 'central' };
    const main: NodePlace = { depth: 1, branch: 1, role: 'main' };
    const theme = themeOf({ theme: 'mapa' });
    expect(resolveNodeStyle(bare(), null, central)).toMatchObject({
      backgroundColor: '#1f2a44',
      textColor: '#ffffff',
      fontWeight: 700,
      width: 280,
    });
    const branch = resolveNodeStyle(bare(), null, main);
    expect(branch.borderColor).toBe(theme.branchColor(1).toLowerCase());
    expect(branch.accentColor).toBe(theme.branchColor(1));
    expect(resolveNodeStyle(bare(), { defaultBorderColor: '#123456' }, main).borderColor).toBe('#123456');
    expect(
      resolveNodeStyle(bare({ borderColor: '#abcdef' }), { defaultBorderColor: '#123456' }, main).borderColor,
    ).toBe('#abcdef');
    // Another theme, another look for the same place.
    expect(resolveNodeStyle(bare(), { theme: 'midnight' }, main).backgroundColor).not.toBe(
      branch.backgroundColor,
    );
  });

  it('keeps a text colour of its own only where it reads on the fill the theme gives the node', () => {
    const central: NodePlace = { depth: 0, branch: -1, role: 'central' };
    const main: NodePlace = { depth: 1, branch: 0, role: 'main' };
    const theme = themeOf(null);
    // An imported FreeMind root: black text, no fill of its own, on the default theme's navy centre.
    expect(resolveNodeStyle(bare({ textColor: '#000000' }), null, central).textColor).toBe(
      theme.node(central).textColor,
    );
    // Dark blue on a main topic's light tint reads: kept.
    expect(resolveNodeStyle(bare({ textColor: '#0033ff' }), null, main).textColor).toBe('#0033ff');
    // With a fill of its own, its text colour is the user's choice, read or not.
    expect(
      resolveNodeStyle(bare({ textColor: '#000000', backgroundColor: '#111111' }), null, central).textColor,
    ).toBe('#000000');
  });

  it('writes the theme text in black or white where it would not read on a fill of the node own', () => {
    const central: NodePlace = { depth: 0, branch: -1, role: 'central' };
    // The default theme's central topic has white text on navy; a light fill of its own needs dark text.
    const light = resolveNodeStyle(bare({ backgroundColor: '#e7f5ff' }), null, central);
    expect(light.textColor).not.toBe(themeOf(null).node(central).textColor);
    expect(colord(light.textColor).contrast('#e7f5ff')).toBeGreaterThanOrEqual(4.5);
    // On the theme's own fill the theme's text stays.
    expect(resolveNodeStyle(bare(), null, central).textColor).toBe(themeOf(null).node(central).textColor);
  });

  it('draws a label below or beside its node in the text the theme gives the canvas', () => {
    const central: NodePlace = { depth: 0, branch: -1, role: 'central' };
    const theme = themeOf(null);
    // The org chart's centre: white text reads on its navy box, not below it on the light canvas.
    const below = resolveNodeStyle(bare(), { templateEngine: 'OrganogramTemplate' }, central);
    expect(below.textPosition).toBe('bottom');
    expect(below.textColor).toBe(theme.canvasText);
    expect(below.textColor).not.toBe(theme.node(central).textColor);
    // A colour of its own that reads on the canvas stays.
    expect(
      resolveNodeStyle(bare({ textColor: '#990000', textPosition: 'right' }), null, central).textColor,
    ).toBe('#990000');
  });

  it('colours a label below its node for the canvas colour the map shows, and halos it in that colour', () => {
    const central: NodePlace = { depth: 0, branch: -1, role: 'central' };
    const theme = themeOf(null);
    const settings = { templateEngine: 'OrganogramTemplate' };
    // A dark canvas of the map's own on the light default theme: the theme's dark canvas text would not read.
    const dark = resolveNodeStyle(bare(), settings, central, { canvasColor: '#111111' });
    expect(dark.textPosition).toBe('bottom');
    expect(colord(dark.textColor).isLight()).toBe(true);
    expect(colord(dark.textColor).contrast('#111111')).toBeGreaterThanOrEqual(3);
    expect(dark.haloColor).toBe('#111111');
    // Inside its node the label keeps the theme's text for the fill, whatever the canvas.
    const inside = resolveNodeStyle(bare(), null, central, { canvasColor: '#111111' });
    expect(inside.textColor).toBe(theme.node(central).textColor);
    // A colour of its own that no longer reads on the dark canvas gives way; one that reads stays.
    const own = (textColor: string) =>
      resolveNodeStyle(bare({ textColor, textPosition: 'right' }), null, central, { canvasColor: '#111111' })
        .textColor;
    expect(own('#990000')).not.toBe('#990000');
    expect(own('#ffcc00')).toBe('#ffcc00');
    // Without a colour of the map's own, the theme's canvas, as before.
    const plain = resolveNodeStyle(bare(), settings, central);
    expect(plain.textColor).toBe(theme.canvasText);
    expect(plain.haloColor).toBe(theme.definition.halo);
    expect(resolveNodeStyle(bare(), settings, central, { canvasColor: theme.background })).toEqual(plain);
  });

  it('keeps the colours of a label on a text background of its own, wherever the label sits', () => {
    const central: NodePlace = { depth: 0, branch: -1, role: 'central' };
    const org = { templateEngine: 'OrganogramTemplate' };
    // White on its own black band below the org chart's box: the user's choice, read on the band, not the canvas.
    const own = bare({ textColor: '#ffffff', textBackgroundColor: '#000000' });
    expect(resolveNodeStyle(own, org, central).textColor).toBe('#ffffff');
    // No text colour of its own on a dark band: the theme's canvas text (dark) would not read, white does.
    expect(resolveNodeStyle(bare({ textBackgroundColor: '#000000' }), org, central).textColor).toBe(
      '#ffffff',
    );
    // A see-through band hides nothing: the label is read on the canvas as before.
    const seeThrough = bare({ textColor: '#ffffff', textBackgroundColor: 'rgba(0,0,0,0.2)' });
    expect(resolveNodeStyle(seeThrough, org, central).textColor).toBe(themeOf(null).canvasText);
  });

  it('lets a template present a node without writing into it: size and text position while it is on', () => {
    const place: NodePlace = { depth: 2, branch: 0, role: 'sub' };
    const own = bare({ dimensions: { width: 300, height: 120 }, textPosition: 'left' });
    expect(resolveNodeStyle(own, { templateEngine: 'OrganogramTemplate' }, place)).toMatchObject({
      width: 80,
      height: 80,
      textPosition: 'bottom',
      sizedByTemplate: true,
    });
    expect(resolveNodeStyle(own, { templateEngine: 'FlashCardsTemplate' }, place)).toMatchObject({
      width: 400,
      height: 240,
    });
    expect(
      resolveNodeStyle(own, { templateEngine: 'FlashCardsTemplate' }, place, { viewportWidth: 390 }),
    ).toMatchObject({ width: 300, height: 200 });
    // Back to a template that presents nothing (or none): the node's own size and text position again.
    for (const templateEngine of ['Tree LR', 'No Template', undefined])
      expect(resolveNodeStyle(own, { templateEngine }, place)).toMatchObject({
        width: 300,
        height: 120,
        textPosition: 'left',
        sizedByTemplate: false,
      });
  });

  it('lets settings.default* override the defaults, and node values override settings', () => {
    const settings = {
      defaultNodeColor: '#111',
      defaultBorderColor: '#222',
      defaultNodeShape: 'ellipse' as const,
      defaultNodeDimensions: { width: 80, height: 80 },
      defaultTextColor: '#333',
      defaultTextSize: 30,
      defaultTextPosition: 'top' as const,
      defaultTextBackgroundColor: '#fff',
    };
    expect(resolveNodeStyle(bare(), settings)).toMatchObject({
      width: 80,
      height: 80,
      shape: 'ellipse',
      backgroundColor: '#111',
      borderColor: '#222',
      textColor: '#333',
      textSize: 30,
      textPosition: 'top',
      textBackgroundColor: '#fff',
    });
    const own = bare({
      backgroundColor: '#abc',
      shape: 'star',
      dimensions: { width: 10, height: 20 },
      textPosition: 'left',
      backgroundFit: 'cover',
    });
    expect(resolveNodeStyle(own, settings)).toMatchObject({
      backgroundColor: '#abc',
      shape: 'star',
      width: 10,
      height: 20,
      textPosition: 'left',
      backgroundFit: 'cover',
      borderColor: '#222',
    });
  });

  it('puts the text at the bottom by default when the node has an image', () => {
    expect(resolveNodeStyle(bare({ image: 'cat.png' })).textPosition).toBe('bottom');
    expect(resolveNodeStyle(bare({ imageURL: 'https://x/cat.png' }))).toMatchObject({
      textPosition: 'bottom',
      imageURL: 'https://x/cat.png',
    });
    expect(resolveNodeStyle(bare({ image: 'cat.png', textPosition: 'center' })).textPosition).toBe('center');
  });

  it('shows the placeholder only when the label is empty or blank', () => {
    expect(resolveNodeStyle(bare({ label: '  ' }))).toMatchObject({
      label: 'Add Title',
      isPlaceholder: true,
    });
    expect(resolveNodeStyle(bare({ label: 'Idea' }))).toMatchObject({ label: 'Idea', isPlaceholder: false });
  });

  it('gives the size alone as the whole style does (template, node value, then settings, then the theme)', () => {
    const settings = { defaultNodeDimensions: { width: 80, height: 60 } };
    const places: (NodePlace | null)[] = [
      null,
      { depth: 0, branch: -1, role: 'central' },
      { depth: 3, branch: 2, role: 'sub' },
    ];
    const cases: [MapNode, Record<string, unknown> | null][] = [
      [bare(), null],
      [bare(), settings],
      [bare({ dimensions: { width: 300, height: 40 } }), settings],
      [bare({ dimensions: { width: 300, height: 40 } }), null],
      [bare({ dimensions: { width: 300, height: 40 } }), { templateEngine: 'BuzanTemplate' }],
      [bare(), { theme: 'classic' }],
    ];
    for (const place of places)
      for (const [node, given] of cases) {
        const style = resolveNodeStyle(node, given, place);
        expect([nodeWidth(node, given, place), nodeHeight(node, given, place)]).toEqual([
          style.width,
          style.height,
        ]);
      }
    expect([nodeWidth(bare(), settings), nodeHeight(bare(), null)]).toEqual([80, 64]);
    expect([nodeWidth(bare(), { theme: 'classic' }), nodeHeight(bare(), { theme: 'classic' })]).toEqual([
      250, 100,
    ]);
  });
});
