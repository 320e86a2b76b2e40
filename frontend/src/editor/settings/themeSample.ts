import type { MapDocument } from '@mapa/model';

/** The words of the sample map, in the interface's language. */
export interface ThemeSampleLabels {
  central: string;
  a: string;
  a1: string;
  a2: string;
  b: string;
  b1: string;
  c: string;
  c1: string;
  d: string;
}

/** Parent to children: a central topic, four branches and a few sub-topics, so branch colours show. */
const OUTLINE: [keyof ThemeSampleLabels, (keyof ThemeSampleLabels)[]][] = [
  ['central', ['a', 'b', 'c', 'd']],
  ['a', ['a1', 'a2']],
  ['b', ['b1']],
  ['c', ['c1']],
];

/**
 * The small mind map every theme card is drawn from (issue 34). Its nodes and edges have no style of their own, so
 * everything on the card is the theme's; `template` lays it out (the template covers' sample is a different,
 * styled one).
 */
export function themeSample(labels: ThemeSampleLabels, theme: string, template: string): MapDocument {
  const ids = Object.keys(labels) as (keyof ThemeSampleLabels)[];
  return {
    nodes: ids.map((id, i) => ({ position: { x: i * 40, y: i * 30 }, data: { id, label: labels[id] } })),
    edges: OUTLINE.flatMap(([parent, kids]) =>
      kids.map((kid) => ({ data: { id: `${parent}-${kid}`, source: parent, target: kid } })),
    ),
    version: 0,
    htmlContent: '',
    canvas: { nodesOrder: ids },
    settings: { templateEngine: template, theme },
  };
}
