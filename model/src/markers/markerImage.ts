import { markerInfo } from './markerSet';

/** The address of Mapa's icon route (docs/api.md): a Tabler icon's SVG, drawn in `color`. */
export function tablerIconUrl(icon: string, color: string): string {
  return `/api/icons/svg/${icon}.svg?color=${encodeURIComponent(color)}`;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The picture drawn for a marker, as an SVG address (drawn sharp at every size): its Tabler icon in its colour
 * from the icon route, or for an emoji an SVG of the emoji itself (the system's emoji font draws it).
 */
export function markerImageUrl(id: string): string {
  const info = markerInfo(id);
  if (info.emoji) {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">' +
      `<text x="12" y="19.5" font-size="19" text-anchor="middle">${escapeText(info.emoji)}</text></svg>`;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
  return tablerIconUrl(info.icon, info.color);
}
