import { Badge, Group, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconCards, IconSitemap, IconTextCaption } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { VIEW_MODES, type ViewMode } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { switchView } from './switchView';

const ICONS: Record<ViewMode, typeof IconSitemap> = {
  mindmap: IconSitemap,
  text: IconTextCaption,
  flashcards: IconCards,
};

/**
 * The top bar's view switch (spec §3.5, §4.8): mind map, text, flashcards. Under 768 px, or `iconsOnly` when the
 * top bar is short of room, only the icons show, each name in a tooltip and kept for screen readers. Flashcards
 * carries the count of the caller's cards to study now (issue #13).
 */
export const ViewSwitch = observer(function ViewSwitch({ iconsOnly = false }: { iconsOnly?: boolean }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const due = stores.study?.loaded ? stores.study.count : 0;
  return (
    <SegmentedControl
      aria-label={t('views.label')}
      size="xs"
      radius="md"
      value={stores.ui.viewMode}
      onChange={(value) => switchView(stores, value as ViewMode)}
      style={{ flexShrink: 0 }}
      // Each item as wide as its content: shared equally, the one with the count badge would cut it.
      styles={{ control: { flex: '0 0 auto' } }}
      data={VIEW_MODES.map((mode) => {
        const Icon = ICONS[mode];
        const name = t(`views.${mode}`);
        return {
          value: mode,
          label: (
            <Tooltip label={name} withArrow disabled={!iconsOnly}>
              <Group gap={6} wrap="nowrap" justify="center">
                <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
                {iconsOnly ? (
                  <VisuallyHidden>{name}</VisuallyHidden>
                ) : (
                  <span className="mapa-view-switch-text">{name}</span>
                )}
                {mode === 'flashcards' && due > 0 && (
                  <Badge
                    size="xs"
                    circle={due < 10}
                    variant="filled"
                    color="indigo"
                    data-testid="study-due-badge"
                    style={{ flexShrink: 0, overflow: 'visible' }}
                    title={t('study.dueBadge', { count: due })}
                    // Keeps the radio's name 'Flashcards'; the Study tab says the count in words.
                    aria-hidden
                  >
                    {due > 99 ? '99+' : due}
                  </Badge>
                )}
              </Group>
            </Tooltip>
          ),
        };
      })}
    />
  );
});
