import { Container, type Application } from 'pixi.js';
import type { Camera } from '../camera/Camera';
import type { MapScene } from '../scene/MapScene';
import type { SelectionModel } from '../Selection';
import type { ToolOverlay } from '../tools/ToolContext';
import { emptyBox } from '../geometry/Box';
import { diffVisible, visibleItems } from '../culling/visibleItems';
import { parseColor } from './color';
import { NodeView } from './NodeView';
import { EdgeView } from './EdgeView';
import { LabelLayer } from './LabelLayer';
import { SelectionOverlay } from './SelectionOverlay';
import { ImageCache } from './ImageCache';

/** What one frame drew, for the `render` event. */
export interface FrameStats {
  visibleNodes: number;
  visibleEdges: number;
}

/**
 * Draws the scene into a PixiJS stage: background colour, then edges, nodes (z-order), labels and the selection
 * overlay. Only what the camera sees has a view (culled from the spatial indexes); views leaving the screen go
 * back to a pool. Each frame redraws just the views whose records changed.
 */
export class SceneRenderer {
  private readonly world = new Container();
  private readonly edgeLayer = new Container();
  private readonly nodeLayer = new Container();
  private readonly labels = new LabelLayer();
  private readonly overlay = new SelectionOverlay();
  private readonly nodeViews = new Map<string, NodeView>();
  private readonly edgeViews = new Map<string, EdgeView>();
  private readonly nodePool: NodeView[] = [];
  private readonly edgePool: EdgeView[] = [];
  // Reused every frame (no allocation in the frame loop).
  private readonly shownNodes = new Set<string>();
  private readonly shownEdges = new Set<string>();
  private readonly foundNodes = new Set<string>();
  private readonly foundEdges = new Set<string>();
  private readonly view = emptyBox();
  private readonly cullBox = emptyBox();
  private readonly images: ImageCache;
  private readonly stats: FrameStats = { visibleNodes: 0, visibleEdges: 0 };

  constructor(
    private readonly app: Application,
    private readonly scene: MapScene,
    private readonly camera: Camera,
    private readonly selection: SelectionModel,
    private readonly toolOverlay: ToolOverlay,
    onImageLoad: () => void,
  ) {
    this.nodeLayer.sortableChildren = true;
    this.world.addChild(this.edgeLayer, this.nodeLayer, this.labels.root, this.overlay.root);
    app.stage.addChild(this.world);
    this.images = new ImageCache(() => {
      this.scene.changes.all = true;
      onImageLoad();
    });
  }

  /** Draws one frame. `showHandles`: a single resizable node is selected. */
  render(showHandles: boolean): FrameStats {
    const { camera, scene } = this;
    this.world.position.set(
      camera.width / 2 - camera.center.x * camera.zoom,
      camera.height / 2 - camera.center.y * camera.zoom,
    );
    this.world.scale.set(camera.zoom);
    const bg = parseColor(scene.state?.canvas?.backgroundColor, { rgb: 0xffffff, alpha: 1 });
    this.app.renderer.background.color = bg.rgb;
    this.app.renderer.background.alpha = bg.alpha;

    camera.visibleBox(this.view);
    visibleItems(scene.nodeIndex, this.view, camera.zoom, this.foundNodes, this.cullBox);
    visibleItems(scene.edgeIndex, this.view, camera.zoom, this.foundEdges, this.cullBox);
    diffVisible(this.shownNodes, this.foundNodes, this.showNode, this.hideNode);
    diffVisible(this.shownEdges, this.foundEdges, this.showEdge, this.hideEdge);

    const changes = scene.changes;
    if (changes.all) {
      for (const id of this.shownNodes) this.drawNode(id);
      for (const id of this.shownEdges) this.drawEdge(id);
    } else {
      for (const id of changes.nodes) if (this.shownNodes.has(id)) this.drawNode(id);
      for (const id of changes.edges) if (this.shownEdges.has(id)) this.drawEdge(id);
    }
    changes.all = false;
    changes.nodes.clear();
    changes.edges.clear();

    this.labels.applyZoom(camera.zoom);
    this.overlay.draw(scene, this.selection, this.toolOverlay, camera.zoom, showHandles);
    this.app.renderer.render(this.app.stage);
    this.stats.visibleNodes = this.shownNodes.size;
    this.stats.visibleEdges = this.shownEdges.size;
    return this.stats;
  }

  /** Frees views, labels and textures. */
  destroy(): void {
    this.images.destroy();
  }

  private readonly showNode = (id: string): void => {
    const view = this.nodePool.pop() ?? new NodeView();
    view.reset();
    view.label = this.labels.acquire();
    this.nodeLayer.addChild(view.root);
    this.nodeViews.set(id, view);
    this.drawNode(id);
  };

  private readonly hideNode = (id: string): void => {
    const view = this.nodeViews.get(id);
    if (!view) return;
    this.nodeViews.delete(id);
    this.nodeLayer.removeChild(view.root);
    if (view.label) this.labels.release(view.label);
    view.label = null;
    this.nodePool.push(view);
  };

  private readonly showEdge = (id: string): void => {
    const view = this.edgePool.pop() ?? new EdgeView();
    view.reset();
    this.edgeLayer.addChild(view.root);
    this.edgeViews.set(id, view);
    this.drawEdge(id);
  };

  private readonly hideEdge = (id: string): void => {
    const view = this.edgeViews.get(id);
    if (!view) return;
    this.edgeViews.delete(id);
    this.edgeLayer.removeChild(view.root);
    if (view.label) this.labels.release(view.label);
    view.label = null;
    this.edgePool.push(view);
  };

  private drawNode(id: string): void {
    const view = this.nodeViews.get(id);
    const node = this.scene.node(id);
    const style = this.scene.nodeStyle(id);
    if (!view || !node || !style) return;
    view.root.zIndex = this.scene.rankOf(id);
    view.update(node, style, this.images);
  }

  private drawEdge(id: string): void {
    const view = this.edgeViews.get(id);
    const geometry = this.scene.edgeGeometry(id);
    const style = this.scene.edgeStyle(id);
    if (!view || !geometry || !style) return;
    const wantsLabel = !!style.label;
    let force = false;
    if (wantsLabel && !view.label) {
      view.label = this.labels.acquire();
      force = true;
    } else if (!wantsLabel && view.label) {
      this.labels.release(view.label);
      view.label = null;
    }
    view.update(geometry, style, force);
  }
}
