import { Anchor, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import type { TextViewStore } from './TextViewStore';

/**
 * Where the outline is zoomed (an outliner's "zoom into a page"): the whole map, then each page of the zoom path;
 * every crumb but the last zooms back out to it. Shown only while zoomed.
 */
export const OutlineZoomBar = observer(function OutlineZoomBar({ store }: { store: TextViewStore }) {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const path = store.zoomPath;
  if (path.length === 0) return null;
  void store.version;
  const title = (id: string) => doc.state.getNode(id)?.data.label || t('textView.untitled');
  return (
    <Group
      component="nav"
      aria-label={t('textView.zoomPath')}
      gap={4}
      wrap="wrap"
      px="md"
      py={6}
      data-testid="outline-zoom"
    >
      <Anchor component="button" type="button" size="sm" onClick={() => store.zoomOut(0)}>
        {t('textView.zoomAll')}
      </Anchor>
      {path.map((id, i) => (
        <Group key={id} gap={4} wrap="nowrap" miw={0}>
          <IconChevronRight size={12} aria-hidden color="var(--mantine-color-dimmed)" />
          {i === path.length - 1 ? (
            <Text size="sm" fw={600} truncate maw={180} aria-current="page">
              {title(id)}
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              truncate
              maw={160}
              onClick={() => store.zoomOut(i + 1)}
            >
              {title(id)}
            </Anchor>
          )}
        </Group>
      ))}
    </Group>
  );
});
