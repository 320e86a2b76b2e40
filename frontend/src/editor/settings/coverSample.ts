import type { MapDocument } from '@mapa/model';

const OUTLINE: [string, string[]][] = [
  ['Idea', ['Plan', 'Build', 'Share']],
  ['Plan', ['Goals', 'Steps']],
  ['Build', ['Draft', 'Test']],
  ['Share', ['Talk', 'Write']],
];

/** The small map every template cover is drawn from, scattered (as 'No Template' shows it). */
export function coverSample(): MapDocument {
  const labels = [...new Set(OUTLINE.flatMap(([parent, kids]) => [parent, ...kids]))];
  return {
    nodes: labels.map((label, i) => ({
      position: { x: ((i * 173) % 700) - 350, y: ((i * 97) % 420) - 210 },
      data: {
        id: label,
        label,
        shape: 'round-rectangle',
        dimensions: { width: 160, height: 70 },
        backgroundColor: '#edf2ff',
        borderColor: '#5c7cfa',
        textSize: 26,
      },
    })),
    edges: OUTLINE.flatMap(([parent, kids]) =>
      kids.map((kid) => ({ data: { id: `${parent}-${kid}`, source: parent, target: kid, width: 3 } })),
    ),
    version: 0,
    htmlContent: '',
    canvas: { backgroundColor: '#ffffff' },
    settings: null,
  };
}
