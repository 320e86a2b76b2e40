import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MapState } from '@mapa/model';
import { useEditor } from '../EditorContext';
import type { ChatChange } from './chatDiff';
import type { ChatStore, Proposal } from './ChatStore';

/** A change as one line of the review list. */
function describe(t: TFunction, state: MapState, change: ChatChange, proposal: Proposal): string {
  const added = new Map(
    proposal.diff.changes.filter((c) => c.kind === 'add').map((c) => [c.nodeId!, c.label!]),
  );
  const name = (id: string) =>
    added.get(id) ?? state.getNode(id)?.data.label ?? proposal.diff.names[id] ?? id;
  switch (change.kind) {
    case 'modify': {
      const from = name(change.nodeId!);
      return from === change.label
        ? t('chat.diff.modifyText', { label: change.label })
        : t('chat.diff.modify', { from, label: change.label });
    }
    case 'remove':
      return t('chat.diff.remove', { label: name(change.nodeId!) });
    case 'add':
      return t('chat.diff.add', { label: change.label });
    case 'addRelation':
      return t('chat.diff.addRelation', { source: name(change.source!), target: name(change.target!) });
    case 'removeRelation':
      return t('chat.diff.removeRelation', { source: name(change.source!), target: name(change.target!) });
  }
}

const COLORS: Record<ChatChange['kind'], string> = {
  add: 'violet',
  addRelation: 'violet',
  modify: 'orange',
  remove: 'red',
  removeRelation: 'red',
};

/** The reply's changes with a checkbox each: 'Accept all', 'Accept selected', 'Reject' (spec §2.14, §4.9). */
export const ChangeReview = observer(function ChangeReview({
  chat,
  proposal,
}: {
  chat: ChatStore;
  proposal: Proposal;
}) {
  const { t } = useTranslation();
  const { doc } = useEditor();
  void chat.mapChanges; // re-check applicability when the map changes
  const stale = chat.notApplicableKeys();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="chat-changes">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text size="sm" fw={600}>
          {t('chat.diff.title')}
        </Text>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => chat.reject()}>
          {t('chat.diff.reject')}
        </Button>
      </Group>
      <Stack gap={6}>
        {proposal.diff.changes.map((change) => (
          <div key={change.key}>
            <Checkbox
              size="sm"
              color={COLORS[change.kind]}
              checked={proposal.accepted.has(change.key)}
              disabled={stale.has(change.key)}
              onChange={() => chat.toggleChange(change.key)}
              label={describe(t, doc.state, change, proposal)}
              data-testid="chat-change"
              styles={{ label: { textDecoration: stale.has(change.key) ? 'line-through' : undefined } }}
            />
            {stale.has(change.key) && (
              <Text size="xs" c="dimmed" ml={30}>
                {t('chat.diff.notApplicable')}
              </Text>
            )}
          </div>
        ))}
      </Stack>
      {/* One under the other: side by side they do not fit the 420 px sidebar in Portuguese. */}
      <Stack gap={6} mt="sm">
        <Button size="compact-md" fz="sm" color="indigo" onClick={() => chat.accept(true)}>
          {t('chat.diff.acceptAll')}
        </Button>
        <Button
          size="compact-md"
          fz="sm"
          variant="light"
          color="indigo"
          onClick={() => chat.accept(false)}
          disabled={proposal.accepted.size === 0}
        >
          {t('chat.diff.acceptSelected')}
        </Button>
      </Stack>
    </Paper>
  );
});
