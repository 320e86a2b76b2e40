import type { MapDocument } from '@mapa/model';

/** Longest map title (the metadata route's limit). */
const MAX_TITLE = 200;

/** The default title of a copy: 'Copy of {name}', cut to the title limit. */
export function copyTitle(name: string): string {
  return `Copy of ${name}`.slice(0, MAX_TITLE);
}

/** A stored asset name as the map keeps it (`assets/{name}`): one path segment, no URL. */
const ASSET_NAME = /^[A-Za-z0-9._-]+$/;

/**
 * The document of a copy of map `fromId` as map `toId`, and the asset names it refers to (to be copied along):
 * node images and `settings.defaultImage` are names under the map's `assets/`; background images and videos are
 * durable URLs `/api/images/{mapId}/{name}`, which are pointed at the copy. Resolved image URLs (signed, of the
 * source map) are dropped: the editor resolves them again. Nothing else changes.
 */
export function duplicateDocument(
  source: MapDocument,
  fromId: string,
  toId: string,
): { document: MapDocument; assets: string[] } {
  const assets = new Set<string>();
  const keep = (name: unknown) => {
    if (typeof name === 'string' && ASSET_NAME.test(name)) assets.add(name);
  };
  const nodes = source.nodes.map((node) => {
    keep(node.data.image);
    if (node.data.imageURL === undefined) return node;
    const { imageURL: _resolved, ...data } = node.data;
    return { ...node, data };
  });
  let settings = source.settings;
  if (settings) {
    keep(settings.defaultImage);
    if (settings.defaultImageURL != null) settings = { ...settings, defaultImageURL: null };
  }
  let canvas = source.canvas;
  const prefix = `/api/images/${fromId}/`;
  if (canvas?.backgroundImages) {
    canvas = {
      ...canvas,
      backgroundImages: canvas.backgroundImages.map((image) => {
        if (typeof image.url !== 'string' || !image.url.startsWith(prefix)) return image;
        const name = image.url.slice(prefix.length);
        keep(name);
        return { ...image, url: `/api/images/${toId}/${name}` };
      }),
    };
  }
  return { document: { ...source, nodes, settings, canvas }, assets: [...assets] };
}
