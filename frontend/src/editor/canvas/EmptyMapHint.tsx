import { Paper, Stack, Text } from '@mantine/core';
import { IconBinaryTree2 } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';

/** A quiet hint in the middle of an empty map, for editors; it never blocks the canvas. */
export const EmptyMapHint = observer(function EmptyMapHint() {
  const { doc, readOnly } = useEditor();
  const { t } = useTranslation();
  if (readOnly || doc.nodeCount > 0) return null;
  return (
    <Stack
      align="center"
      justify="center"
      pos="absolute"
      inset={0}
      style={{ pointerEvents: 'none' }}
      data-testid="empty-map-hint"
    >
      {/* Kept between the tool rail (left) and the canvas controls (right), which phones leave ~88 px each. */}
      <Paper
        withBorder
        radius="lg"
        p="lg"
        maw="min(380px, calc(100% - 176px))"
        style={{ textAlign: 'center' }}
      >
        <IconBinaryTree2 size={28} color="var(--mantine-color-indigo-5)" />
        <Text fw={600} mt="xs">
          {t('editor.emptyTitle')}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('editor.emptyHint')}
        </Text>
      </Paper>
    </Stack>
  );
});
