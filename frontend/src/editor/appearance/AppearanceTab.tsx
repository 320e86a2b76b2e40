import { observer } from 'mobx-react-lite';
import { resolveNodeStyle, type NodeData } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { nodePatchTransaction } from '../commands/nodeTransactions';
import { NodeImageSection } from './NodeImageSection';
import { NodeStyleFields } from './NodeStyleFields';
import { MarkerSection } from '../markers/MarkerSection';
import { Stack } from '@mantine/core';

/**
 * The node panel's Appearance tab (spec §2.9): MARKERS (issue 36), SHAPE (shape, background and border colours), IMAGE (icons,
 * upload, fit, preview, remove) and TEXT (colour, background, position, size). Each change is one transaction.
 */
export const AppearanceTab = observer(function AppearanceTab({ nodeId }: { nodeId: string }) {
  const { doc } = useEditor();
  void doc.activeNodeRevision;
  const node = doc.state.getNode(nodeId);
  if (!node) return null;
  const patch = (data: Partial<NodeData>) => {
    const tx = nodePatchTransaction(doc.state, nodeId, data);
    if (tx) doc.apply(tx);
  };
  return (
    <Stack gap="lg">
      <MarkerSection nodeId={nodeId} />
      <NodeStyleFields
        style={resolveNodeStyle(node, doc.state.settings)}
        onChange={patch}
        image={<NodeImageSection nodeId={nodeId} />}
      />
    </Stack>
  );
});
