import { Box, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { NodeContentEditor } from '../nodePanel/NodeContentEditor';
import { PageBreadcrumbs } from './PageBreadcrumbs';
import { PageTitleField } from './PageTitleField';
import type { TextViewStore } from './TextViewStore';

/**
 * The text view's right side (spec §2.19): the selected page's title, breadcrumbs and rich-text content, or the
 * empty state 'Select a page'. Edits go through the same transactions as the node panel.
 */
export const PageEditor = observer(function PageEditor({ store }: { store: TextViewStore }) {
  const { t } = useTranslation();
  const { doc, readOnly } = useEditor();
  void store.version; // the page's record is re-read after every change
  const node = store.pageId !== null ? doc.state.getNode(store.pageId) : undefined;
  if (!node)
    return (
      <Stack align="center" justify="center" h="100%" gap="xs" p="xl" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconFileText size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('textView.emptyTitle')}
        </Title>
        <Text size="sm" c="dimmed" maw={340}>
          {t('textView.emptyText')}
        </Text>
      </Stack>
    );
  const id = node.data.id;
  return (
    <Box maw={760} mx="auto" px={{ base: 'md', sm: 48 }} py={{ base: 'md', sm: 40 }}>
      <Stack gap="sm">
        <PageBreadcrumbs state={doc.state} pageId={id} onOpen={(crumb) => store.selectPage(crumb)} />
        <PageTitleField key={id} nodeId={id} label={node.data.label ?? ''} readOnly={readOnly} />
        <Box className="mapa-page-content">
          <NodeContentEditor
            key={id}
            nodeId={id}
            title={node.data.label ?? ''}
            description={node.data.description ?? ''}
            readOnly={readOnly}
            placeholder={t('textView.contentPlaceholder')}
          />
        </Box>
      </Stack>
    </Box>
  );
});
