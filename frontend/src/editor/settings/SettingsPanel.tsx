import { useState, type ComponentType } from 'react';
import { Box, Tabs, Text } from '@mantine/core';
import {
  IconBrain,
  IconCircleSquare,
  IconLayoutDashboard,
  IconLayoutGrid,
  IconLine,
  IconPalette,
} from '@tabler/icons-react';
import { DEFAULT_TEMPLATE } from '@mapa/model';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import type { SidebarPanelProps } from '../leftSidebar/sidebarTab';
import { AiSettings } from './AiSettings';
import { DefaultEdgeAppearance } from './DefaultEdgeAppearance';
import { DefaultNodeAppearance } from './DefaultNodeAppearance';
import { LayoutSettings } from './LayoutSettings';
import { TemplatePicker } from './TemplatePicker';
import { ThemeSettings } from './ThemeSettings';
import { layoutControllerOf } from './useLayoutController';
import './settingsPanel.css';

/**
 * The template picker category: a card click applies the template and closes the panel (spec §2.16). The cards are
 * disabled while the map cannot be edited (a reader; a big map while its check runs), never clicked in vain.
 */
const Templates = observer(function Templates({ onClose }: SidebarPanelProps) {
  const stores = useEditor();
  const current = stores.doc.state.settings?.templateEngine ?? DEFAULT_TEMPLATE;
  const choose = (name: string) => {
    layoutControllerOf(stores)?.chooseTemplate(name);
    onClose();
  };
  return <TemplatePicker current={current} onChoose={choose} disabled={stores.readOnly} />;
});

const CATEGORIES: {
  id: string;
  icon: ComponentType<{ size?: number }>;
  Panel: ComponentType<SidebarPanelProps>;
}[] = [
  { id: 'templates', icon: IconLayoutGrid, Panel: Templates },
  { id: 'theme', icon: IconPalette, Panel: ThemeSettings },
  { id: 'layout', icon: IconLayoutDashboard, Panel: LayoutSettings },
  { id: 'node', icon: IconCircleSquare, Panel: DefaultNodeAppearance },
  { id: 'edge', icon: IconLine, Panel: DefaultEdgeAppearance },
  { id: 'ai', icon: IconBrain, Panel: AiSettings },
];

/**
 * The map settings panel (spec §2.16), the left sidebar's settings tab: categories on the left (Templates, Theme,
 * Layout Settings, Default Node Appearance, Default Edge Appearance, AI), the chosen one on the right. Every change is one
 * `settings.updated` (or `canvas.updated`) transaction.
 */
export function SettingsPanel({ onClose }: SidebarPanelProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState('templates');
  return (
    <Tabs
      orientation="vertical"
      variant="pills"
      color="indigo"
      classNames={{ tab: 'mapa-settings-category', tabLabel: 'mapa-settings-category-label' }}
      value={category}
      onChange={(value) => value && setCategory(value)}
      keepMounted={false}
    >
      {/* The list keeps its width: squeezed by the template covers as they arrive, its labels wrapped anew and
          the categories moved under the pointer. */}
      <Tabs.List w={220} pr="md" style={{ flexShrink: 0 }} aria-label={t('mapSettings.categories')}>
        {CATEGORIES.map(({ id, icon: Icon }) => (
          <Tabs.Tab key={id} value={id} leftSection={<Icon size={16} />}>
            {t(`mapSettings.category.${id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {CATEGORIES.map(({ id, Panel }) => (
        <Tabs.Panel key={id} value={id} pl="lg" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} mb="md">
            {t(`mapSettings.category.${id}`)}
          </Text>
          <Box>
            <Panel onClose={onClose} />
          </Box>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
