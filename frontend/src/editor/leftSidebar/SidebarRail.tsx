import { ActionIcon, Box, Indicator, Stack, UnstyledButton } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EditorStores } from '../EditorContext';
import type { SidebarTab } from './sidebarTab';
import { COLLAPSED_SIDEBAR_WIDTH } from './sidebarSizes';

/** A tab's rail button id, so closing a panel can give the focus back to its button. */
export const railButtonId = (tab: string) => `sidebar-tab-${tab}`;

/** The balloon beside a button ('New message'): a click opens the tab. */
function Balloon({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      data-testid="sidebar-balloon"
      className="mapa-sidebar-balloon"
      pos="absolute"
      left={COLLAPSED_SIDEBAR_WIDTH - 2}
      top="50%"
      px={10}
      py={4}
      fz="xs"
      fw={600}
      c="white"
      bg="indigo.6"
      style={{ transform: 'translateY(-50%)', borderRadius: 8, whiteSpace: 'nowrap', zIndex: 5 }}
    >
      <span aria-live="polite">{text}</span>
    </UnstyledButton>
  );
}

/** One rail button with its optional badge (a count) and balloon. */
const RailButton = observer(function RailButton({
  tab,
  stores,
  active,
  onToggle,
}: {
  tab: SidebarTab;
  stores: EditorStores;
  active: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const label = t(tab.labelKey);
  const count = tab.badge?.(stores) ?? 0;
  const balloon = active ? null : tab.balloon?.(stores);
  const Icon = tab.icon;
  return (
    <Box pos="relative">
      <Indicator
        disabled={!count}
        label={count > 99 ? '99+' : count}
        size={16}
        color="red"
        offset={6}
        data-testid={`sidebar-badge-${tab.id}`}
      >
        <Tooltip label={label} position="right" withArrow disabled={Boolean(balloon)}>
          <ActionIcon
            id={railButtonId(tab.id)}
            variant={active ? 'light' : 'subtle'}
            color={active ? 'indigo' : 'gray'}
            size={36}
            radius="md"
            aria-label={count ? t('leftSidebar.withBadge', { label, count }) : label}
            aria-pressed={active}
            onClick={onToggle}
          >
            <Icon size={20} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Indicator>
      {balloon && <Balloon text={balloon} onClick={onToggle} />}
    </Box>
  );
});

/** The 46 px icon rail (spec §2.7): one button per visible tab. */
export const SidebarRail = observer(function SidebarRail({
  tabs,
  stores,
  openTab,
  onToggle,
}: {
  tabs: readonly SidebarTab[];
  stores: EditorStores;
  openTab: string | null;
  onToggle: (tab: SidebarTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('leftSidebar.tabs')}
      gap={6}
      align="center"
      pt={10}
      w={COLLAPSED_SIDEBAR_WIDTH}
      style={{ flexShrink: 0 }}
    >
      {tabs.map((tab) => (
        <RailButton
          key={tab.id}
          tab={tab}
          stores={stores}
          active={openTab === tab.id}
          onToggle={() => onToggle(tab)}
        />
      ))}
    </Stack>
  );
});
