import { BONE_SLANT } from '@mapa/model';
import { buildForest } from '../graph/buildForest';
import type { LayoutInput, LayoutTemplate } from '../types';
import { anchorOf, layeredTree, type BoxOf } from './layeredTree';
import { gridBelow } from './gridBelow';
import { childrenOf, placeBlocks, subtreeBlocks, type SubtreeBlocks } from './subtreeBlocks';

/**
 * The fishbone's constants: blocks keep `spineGap` from the spine and `ribGap` from their bone and from one
 * another along it; a bone is at least `minBone` long; bones on one side keep `boneGap` between their groups, and
 * consecutive bones meet the spine at least `step` apart; sub-causes' details grow to the left, `levelGap` between
 * levels, `siblingGap` between siblings.
 */
export const FISHBONE = {
  spineGap: 40,
  ribGap: 20,
  minBone: 90,
  boneGap: 50,
  step: 80,
  levelGap: 40,
  siblingGap: 16,
} as const;

/** Where one cause's bone and its sub-cause blocks lie, in distances from the spine and x from its joint. */
interface Bone {
  /** Distance from the spine to the cause's side facing it (the bone's length along y). */
  reach: number;
  /** Per sub-cause: the distance from the spine to its block's far and near edges. */
  far: number[];
  near: number[];
  /** The group's extent in x relative to the joint on the spine. */
  left: number;
  right: number;
}

function boneOf(input: LayoutInput, cause: number, subs: Int32Array, blocks: SubtreeBlocks): Bone {
  let stack = 0;
  for (const s of subs) stack += blocks.bottom[s] - blocks.top[s] + FISHBONE.ribGap;
  const reach = Math.max(FISHBONE.spineGap + stack, FISHBONE.minBone);
  const far: number[] = [];
  const near: number[] = [];
  const { width } = input.nodes[cause];
  let left = -reach * BONE_SLANT - width / 2;
  let right = Math.max(0, -reach * BONE_SLANT + width / 2);
  let u = reach - FISHBONE.ribGap;
  for (const s of subs) {
    const h = blocks.bottom[s] - blocks.top[s];
    far.push(u);
    near.push(u - h);
    // The block's right edge keeps ribGap from the bone where the bone is furthest left along it (its far edge).
    const blockRight = -u * BONE_SLANT - FISHBONE.ribGap;
    left = Math.min(left, blockRight - (blocks.right[s] - blocks.left[s]));
    right = Math.max(right, blockRight);
    u -= h + FISHBONE.ribGap;
  }
  return { reach, far, near, left, right };
}

/**
 * FishboneTemplate (an Ishikawa diagram): the root is the head, at the right end of a horizontal spine; its
 * children (the causes) sit at the ends of bones leaning back from the spine to the left, alternating above and
 * below it (first above), the first nearest the head; a cause's children (sub-causes) are stacked along its bone
 * on the tail's side, each with its details a tree growing to the left. The spine with its bones, and the ribs to
 * the sub-causes, are the branches ('bone' and 'rib', see `BranchAxis`). Nodes the root does not reach go into a
 * grid below.
 */
export const fishboneTemplate: LayoutTemplate = {
  name: 'FishboneTemplate',
  portugueseName: 'Espinha de peixe',
  animationMs: [500, 800],
  fitPadding: 60,
  layout(input: LayoutInput) {
    const forest = buildForest(input, { includeUnreached: false });
    const boxOf: BoxOf = (i) => input.nodes[i];
    const spacing = {
      siblingGap: FISHBONE.siblingGap,
      subtreeGap: FISHBONE.siblingGap * 1.5,
      levelGap: FISHBONE.levelGap,
    };
    const tree = layeredTree(input, forest, 'RL', spacing, boxOf);
    const placed = new Float64Array(2 * forest.n).fill(NaN);
    if (forest.roots.length > 0) {
      const head = forest.roots[0];
      const at = anchorOf(input, head);
      placed[2 * head] = at.x;
      placed[2 * head + 1] = at.y;
      const blocks = subtreeBlocks(forest, tree, boxOf, 2);
      const start = at.x - input.nodes[head].width / 2 - FISHBONE.boneGap;
      // The left end of the last group above (0) and below (1) the spine.
      const end = [start, start];
      let previous = Infinity;
      childrenOf(forest, head).forEach((cause, k) => {
        const side = k % 2;
        const away = side === 0 ? -1 : 1;
        const subs = childrenOf(forest, cause);
        const bone = boneOf(input, cause, subs, blocks);
        const joint = Math.min(end[side] - bone.right, previous - FISHBONE.step);
        const { height } = input.nodes[cause];
        placed[2 * cause] = joint - bone.reach * BONE_SLANT;
        placed[2 * cause + 1] = at.y + away * (bone.reach + height / 2);
        subs.forEach((s, j) => {
          placed[2 * s] = joint - bone.far[j] * BONE_SLANT - FISHBONE.ribGap - blocks.right[s];
          // The block's edge nearer the spine is `near` from it: its top below the spine, its bottom above.
          placed[2 * s + 1] =
            side === 0 ? at.y - bone.near[j] - blocks.bottom[s] : at.y + bone.near[j] - blocks.top[s];
        });
        end[side] = joint + bone.left - FISHBONE.boneGap;
        previous = joint;
      });
      placeBlocks(forest, blocks, tree, placed);
    }
    let cell = 0;
    for (const v of forest.unreached) cell = Math.max(cell, input.nodes[v].width, input.nodes[v].height);
    gridBelow(placed, forest.unreached, cell + FISHBONE.boneGap, boxOf);
    return { ids: forest.ids, xy: placed, nodePatches: {}, warnings: forest.warnings, algorithm: 'fishbone' };
  },
};
