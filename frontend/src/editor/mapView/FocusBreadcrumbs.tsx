import { ActionIcon, Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconX } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { breadcrumbPath } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { useDocumentChanges } from './useDocumentChanges';

/**
 * The way back from a focused branch (issue 36): the whole map, then each parent from the root down to the
 * focused node; a parent focuses its own branch, the whole map (or the close button, or Escape) leaves the focus.
 */
export const FocusBreadcrumbs = observer(function FocusBreadcrumbs({ focusId }: { focusId: string }) {
  const { t } = useTranslation();
  const { doc, mapView } = useEditor();
  useDocumentChanges(doc);
  const path = breadcrumbPath(doc.state, focusId);
  const title = (id: string) => doc.state.getNode(id)?.data.label || t('nodePanel.titlePlaceholder');

  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label={t('mapView.focus.breadcrumbs')}>
      <Breadcrumbs separatorMargin={4} styles={{ root: { flexWrap: 'wrap' } }}>
        <Anchor component="button" type="button" size="sm" onClick={() => mapView.leaveFocus()}>
          {t('mapView.focus.wholeMap')}
        </Anchor>
        {path.map((id) =>
          id === focusId ? (
            <Text key={id} size="sm" fw={600} aria-current="location">
              {title(id)}
            </Text>
          ) : (
            <Anchor key={id} component="button" type="button" size="sm" onClick={() => mapView.focus(id)}>
              {title(id)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      <Tooltip label={t('mapView.focus.leave')}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('mapView.focus.leave')}
          onClick={() => mapView.leaveFocus()}
        >
          <IconX size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});
