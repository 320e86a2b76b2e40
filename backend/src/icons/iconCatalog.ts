import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface IconEntry {
  name: string;
  tags: string[];
  category: string;
}

let root: string | null = null;
/**
 * The `@tabler/icons` package folder: its exports map only `./*` to `./icons/*`, so resolve a known icon and
 * climb out.
 */
export function iconsRoot(): string {
  root ??= path.resolve(path.dirname(require.resolve('@tabler/icons/outline/home.svg')), '..', '..');
  return root;
}

/** Icon names are the set's file names: lower-case words joined by '-'. */
export const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The Tabler icon set shipped as the `@tabler/icons` npm package: names, tags and categories from its
 * `icons.json`, outline SVGs from its `icons/outline` folder. Loaded once, on first use.
 */
export class IconCatalog {
  private entries: Promise<IconEntry[]> | null = null;
  private readonly root: string;

  constructor(root = iconsRoot()) {
    this.root = root;
  }

  /** Up to `limit` icon names for a query, best first: exact name, name prefix, name part, then tag matches. */
  async search(query: string, limit = 48): Promise<string[]> {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    const scored: { name: string; score: number }[] = [];
    for (const icon of await this.load()) {
      const score =
        icon.name === q
          ? 0
          : icon.name.startsWith(q)
            ? 1
            : icon.name.split('-').includes(q)
              ? 2
              : icon.name.includes(q)
                ? 3
                : icon.tags.some((tag) => tag.toLowerCase() === q)
                  ? 4
                  : icon.tags.some((tag) => tag.toLowerCase().includes(q)) ||
                      icon.category.toLowerCase() === q
                    ? 5
                    : -1;
      if (score >= 0) scored.push({ name: icon.name, score });
    }
    scored.sort((a, b) => a.score - b.score || a.name.length - b.name.length || (a.name < b.name ? -1 : 1));
    return scored.slice(0, limit).map((s) => s.name);
  }

  /** The outline SVG of an icon, or null when the set has no such icon. */
  async svg(name: string): Promise<string | null> {
    if (!ICON_NAME.test(name)) return null;
    try {
      return await readFile(path.join(this.root, 'icons', 'outline', `${name}.svg`), 'utf8');
    } catch {
      return null;
    }
  }

  private load(): Promise<IconEntry[]> {
    this.entries ??= readFile(path.join(this.root, 'icons.json'), 'utf8').then((text) => {
      const raw = JSON.parse(text) as Record<
        string,
        { name: string; tags?: unknown[]; category?: string; styles?: Record<string, unknown> }
      >;
      return Object.values(raw)
        .filter((icon) => !icon.styles || 'outline' in icon.styles)
        .map((icon) => ({
          name: icon.name,
          tags: (icon.tags ?? []).map(String),
          category: icon.category ?? '',
        }));
    });
    return this.entries;
  }
}
