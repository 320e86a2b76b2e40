import type { EdgeCurve, EdgeDirection, NodeShape } from '../schema/enums';

/**
 * A colour in a theme: a CSS colour, or a share of the node's branch colour mixed into the canvas background
 * (`{branch: 1}` is the branch colour itself, `{branch: 0.15}` a light tint of it on a light theme, a dark one on a
 * dark theme). Nodes outside any branch (the central topic, floating topics) mix the theme's `neutral` instead.
 */
export type ThemePaint = string | { branch: number };

/** How a theme draws the nodes of one role. */
export interface ThemeNodeStyle {
  shape: NodeShape;
  width: number;
  height: number;
  fill: ThemePaint;
  border: ThemePaint;
  borderWidth: number;
  /** A CSS colour, a paint, or 'contrast': black or white, whichever reads best on the fill. */
  text: ThemePaint | 'contrast';
  textSize: number;
  /** CSS font weight of the label: 400 regular, 600 semibold, 700 bold. */
  fontWeight: 400 | 600 | 700;
}

/** How a theme draws the branches of a tree (parent to child) leaving a node at some depth. */
export interface ThemeBranchStyle {
  /** Width where the branch leaves its parent. */
  width: number;
  /** Width where it reaches the child: smaller than `width` for a branch that tapers. */
  endWidth: number;
}

/**
 * A theme (issue 34): the canvas background, node styles by role, branch colours and widths, the style of other
 * edges and the label halo. Pure data, so the canvas, the covers and every export draw it alike.
 */
export interface ThemeDefinition {
  /** Stored in `settings.theme`. */
  id: string;
  /** Whether the background is dark (the application's dark mode picks a dark theme for a new map). */
  dark: boolean;
  background: string;
  /** Colour of the nodes outside any branch, and of branches when a theme has no palette of its own. */
  neutral: string;
  /** Colours of the first-level branches, in order; a branch's descendants take its colour. */
  palette: readonly string[];
  /** The node without a parent that has children (the central topic). */
  central: ThemeNodeStyle;
  /** Children of a central topic. */
  main: ThemeNodeStyle;
  /** Nodes two or more levels down. */
  sub: ThemeNodeStyle;
  /** A node without parent or children beside others (XMind's floating topic). */
  floating: ThemeNodeStyle;
  /** Branches leaving the central topic, a main topic, and deeper nodes. */
  branches: readonly [ThemeBranchStyle, ThemeBranchStyle, ThemeBranchStyle];
  /** Curve of tree branches. */
  branchCurve: EdgeCurve;
  /** Arrow heads of tree branches: 'none' in every theme but the classic one (an edge may still ask for one). */
  branchDirection: EdgeDirection;
  /** Edges that are not tree branches (cross links a user draws between nodes of the tree). */
  relationship: { color: string; width: number; curve: EdgeCurve; direction: EdgeDirection };
  edgeText: { color: string; size: number; background: string };
  /** Drawn behind labels that sit over lines or images, in the background colour unless said otherwise. */
  halo: string;
}

/** The role of a node in its tree, which picks its style from the theme. */
export type NodeRole = 'central' | 'main' | 'sub' | 'floating';

/** Where a node sits in the map's hierarchy: what themes and template presentations style it by. */
export interface NodePlace {
  /** 0 for a node without a parent; a child is one deeper than its first parent. */
  depth: number;
  /** Index of its first-level branch among the central topic's children; -1 outside any branch. */
  branch: number;
  role: NodeRole;
}

/** Where an edge sits: a tree branch (the edge from a node's first parent to it) or a relationship. */
export interface EdgePlace {
  hierarchy: boolean;
  /** Depth of the edge's source. */
  depth: number;
  /** Branch of the edge's target (-1 outside any branch). */
  branch: number;
}
