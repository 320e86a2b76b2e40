// What the layout benchmark runs in Node: the pure templates, the generators and the quality checks.
export { LAYOUT_TEMPLATES } from '../../engine/src/layout/templates/registry';
export { generateTree, seededRandom } from '../../engine/src/layout/testing/generateTree';
export { countOverlaps, countCrossings, laidOutBoxes } from '../../engine/src/layout/testing/overlaps';
export { buildForest } from '../../engine/src/layout/graph/buildForest';
export { RADIAL, radialTemplate } from '../../engine/src/layout/templates/radialTemplate';
