import type { LoadedImage } from '@mapa/model';
import { ICON_NAME, type IconCatalog } from './iconCatalog';

const COLOR = /^#[0-9a-f]{6}$/i;

/** An icon's SVG drawn in `color` (`#rrggbb`) instead of the text's colour (`currentColor`). */
export function coloredIconSvg(svg: string, color: string | undefined): string {
  return color ? svg.replace(/currentColor/g, color) : svg;
}

/** True for a colour the icon route accepts. */
export const isIconColor = (color: string): boolean => COLOR.test(color);

/**
 * The picture of an address of the app's own icon route (`/api/icons/svg/{name}.svg?color=#rrggbb`, as a node's
 * markers are drawn, see `markerImageUrl`), read from the icon set on this machine; null for any other address.
 * Lets a drawing export show markers without fetching anything.
 */
export async function iconRouteImage(catalog: IconCatalog, src: string): Promise<LoadedImage | null> {
  let url: URL;
  try {
    url = new URL(src, 'http://local');
  } catch {
    return null;
  }
  const name = /^\/api\/icons\/svg\/([^/]+)\.svg$/.exec(url.pathname)?.[1];
  if (url.origin !== 'http://local' || !name || !ICON_NAME.test(name)) return null;
  const color = url.searchParams.get('color') ?? undefined;
  if (color !== undefined && !isIconColor(color)) return null;
  const svg = await catalog.svg(name);
  return svg === null
    ? null
    : { bytes: Buffer.from(coloredIconSvg(svg, color)), contentType: 'image/svg+xml' };
}
