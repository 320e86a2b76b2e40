// fast-check arbitraries for property tests of this package. Test-only: nothing outside *.test.ts imports this.
import fc from 'fast-check';
import { NODE_SHAPES, EDGE_CURVES, EDGE_DIRECTIONS, TEXT_POSITIONS } from '../schema/enums';

/** A finite coordinate; -0 is mapped to 0 because JSON cannot tell them apart. */
export const coordinateArb = fc
  .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
  .map((x) => (x === 0 ? 0 : x));

export const pointArb = fc.record({ x: coordinateArb, y: coordinateArb });

export const colorArb = fc.constantFrom(
  '#000000',
  '#ffffff',
  '#999999',
  'rgba(1,65,227,0)',
  'red',
  '#F2F4F8',
);

/** A JSON value for a field our schema does not know, to check that such fields survive (no -0: JSON loses it). */
export const extraValueArb = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.integer()),
);

function nodeDataArb(id: string) {
  return fc.record(
    {
      id: fc.constant(id),
      label: fc.string({ maxLength: 12 }),
      type: fc.constantFrom('default', 'text'),
      description: fc.option(fc.string({ maxLength: 20 })),
      shape: fc.constantFrom(...NODE_SHAPES),
      dimensions: fc.record({
        width: fc.integer({ min: 10, max: 500 }),
        height: fc.integer({ min: 10, max: 500 }),
      }),
      backgroundColor: colorArb,
      textPosition: fc.constantFrom(...TEXT_POSITIONS),
      textSize: fc.integer({ min: 5, max: 164 }),
      collapsed: fc.boolean(),
      customField: extraValueArb,
    },
    { requiredKeys: ['id'] },
  );
}

export function nodeArb(id: string) {
  return fc.record(
    { position: pointArb, locked: fc.boolean(), data: nodeDataArb(id), extraNodeField: fc.string() },
    { requiredKeys: ['position', 'data'] },
  );
}

export function edgeArb(id: string, nodeIds: readonly string[]) {
  const end = fc.constantFrom(...nodeIds);
  return fc.record({
    data: fc.record(
      {
        id: fc.constant(id),
        source: end,
        target: end,
        label: fc.string({ maxLength: 8 }),
        shape: fc.constantFrom(...EDGE_CURVES),
        direction: fc.constantFrom(...EDGE_DIRECTIONS),
        color: colorArb,
        width: fc.integer({ min: 1, max: 10 }),
      },
      { requiredKeys: ['id', 'source', 'target'] },
    ),
  });
}

export const supportImageArb = fc.record({
  id: fc.uuid(),
  url: fc.webUrl(),
  bounds: fc.record({ x: coordinateArb, y: coordinateArb, width: fc.nat(800), height: fc.nat(800) }),
  locked: fc.boolean(),
});

function canvasArb(nodeIds: readonly string[]) {
  return fc.record(
    {
      backgroundColor: colorArb,
      zoom: fc.double({ min: 0.05, max: 7, noNaN: true }),
      center: pointArb,
      nodesOrder: fc.shuffledSubarray([...nodeIds]),
      backgroundImages: fc.uniqueArray(supportImageArb, { maxLength: 3, selector: (image) => image.id }),
      drawingData: fc.record({
        paths: fc.array(
          fc.record({
            points: fc.array(pointArb, { maxLength: 3 }),
            strokeWidth: fc.integer({ min: 1, max: 20 }),
            strokeColor: colorArb,
          }),
          { maxLength: 2 },
        ),
        texts: fc.constant([]),
      }),
      canvasExtra: extraValueArb,
    },
    { requiredKeys: [] },
  );
}

export const settingsArb = fc.record(
  {
    templateEngine: fc.constantFrom('BaseTemplate', 'OrganogramTemplate', 'Tree TD'),
    defaultNodeColor: colorArb,
    defaultNodeShape: fc.constantFrom(...NODE_SHAPES),
    defaultNodeDimensions: fc.record({
      width: fc.integer({ min: 10, max: 400 }),
      height: fc.integer({ min: 10, max: 400 }),
    }),
    defaultEdgeColor: colorArb,
    defaultTextSize: fc.integer({ min: 5, max: 80 }),
    settingsExtra: fc.boolean(),
  },
  { requiredKeys: [] },
);

/**
 * A valid raw map document (before normalisation): unique ids, edges between existing nodes, optional canvas and
 * settings with a partial `nodesOrder`, and unknown fields at several levels.
 */
export const documentArb = fc.uniqueArray(fc.uuid(), { maxLength: 12 }).chain((nodeIds) =>
  fc.record(
    {
      nodes: fc.tuple(...nodeIds.map(nodeArb)).map((nodes) => [...nodes]),
      edges: fc
        .uniqueArray(fc.uuid(), { maxLength: nodeIds.length ? 15 : 0 })
        .chain((ids) => fc.tuple(...ids.map((id) => edgeArb(id, nodeIds))))
        .map((edges) => [...edges]),
      version: fc.nat(1000),
      htmlContent: fc.string({ maxLength: 20 }),
      canvas: fc.option(canvasArb(nodeIds)),
      settings: fc.option(settingsArb),
      topLevelExtra: extraValueArb,
    },
    { requiredKeys: ['nodes', 'edges'] },
  ),
);
