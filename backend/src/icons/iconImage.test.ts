import { IconCatalog } from './iconCatalog';
import { iconRouteImage } from './iconImage';

describe('iconRouteImage', () => {
  const catalog = new IconCatalog();
  it('reads the icon route from the icon set, in the colour asked for', async () => {
    const image = await iconRouteImage(catalog, '/api/icons/svg/flag.svg?color=%23e03131');
    expect(image?.contentType).toBe('image/svg+xml');
    const svg = image!.bytes.toString();
    expect(svg).toContain('stroke="#e03131"');
    expect(svg).not.toContain('currentColor');
    expect((await iconRouteImage(catalog, '/api/icons/svg/flag.svg'))!.bytes.toString()).toContain(
      'currentColor',
    );
  });
  it('reads nothing else: other addresses, other sites, bad names and colours, unknown icons', async () => {
    for (const src of [
      '/api/images/m/icon-flag.svg',
      'https://example.com/api/icons/svg/flag.svg',
      '/api/icons/svg/..%2Fpackage.svg',
      '/api/icons/svg/flag.svg?color=red',
      '/api/icons/svg/no-such-icon-xyz.svg',
    ])
      expect(await iconRouteImage(catalog, src)).toBeNull();
  });
});
