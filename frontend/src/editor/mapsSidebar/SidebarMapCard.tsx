import { useId, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Popover,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconStar, IconStarFilled, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MapSummary } from '../../api';
import { cardTags, parseTagInput } from './mapFilters';

export interface SidebarMapCardProps {
  map: MapSummary;
  current: boolean;
  showOwner: boolean;
  /** Owners and editors get the tag editor; readers only see the tags. */
  canEditTags: boolean;
  opening: boolean;
  onOpen: () => void;
  onFavorite: (favorite: boolean) => void;
  onTags: (tags: string[]) => void;
}

/**
 * One map in the maps sidebar (spec §2.21): its name or 'Untitled Map', 'by {ownerName}' for others' maps, two
 * tags then '+N', a marker on the current map; a star to favourite it (anyone) and a tag editor (owner, editor).
 */
export function SidebarMapCard({
  map,
  current,
  showOwner,
  canEditTags,
  opening,
  onOpen,
  onFavorite,
  onTags,
}: SidebarMapCardProps) {
  const { t } = useTranslation();
  const name = map.name || t('mapsSidebar.untitled');
  const { shown, more } = cardTags(map.tags);
  // Named 'Open <name>', the rest it shows told as its description (its name holds the words it shows).
  const id = useId();
  const details = [current && `${id}-current`, showOwner && `${id}-owner`, opening && `${id}-opening`]
    .filter(Boolean)
    .join(' ');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="sidebar-map-card"
      aria-current={current ? 'page' : undefined}
      style={{
        borderColor: current ? 'var(--mantine-color-indigo-4)' : undefined,
        background: current ? 'var(--mapa-selected)' : undefined,
      }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={onOpen}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('mapsSidebar.open', { name })}
          aria-describedby={details || undefined}
        >
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            {current && (
              // The name gives way to the badge, never the other way round ('CURRE…').
              <Badge
                id={`${id}-current`}
                aria-hidden
                size="xs"
                variant="light"
                color="indigo"
                style={{ flexShrink: 0 }}
              >
                {t('mapsSidebar.current')}
              </Badge>
            )}
          </Group>
          {showOwner && (
            <Text id={`${id}-owner`} aria-hidden size="xs" c="dimmed" truncate>
              {t('mapsSidebar.byOwner', { name: map.ownerName })}
            </Text>
          )}
          {opening && (
            <Text id={`${id}-opening`} aria-hidden size="xs" c="dimmed">
              {t('mapsSidebar.loading')}
            </Text>
          )}
        </UnstyledButton>
        {canEditTags && <TagEditor tags={map.tags} name={name} onSave={onTags} />}
        <Tooltip label={map.favorite ? t('mapsSidebar.unfavorite') : t('mapsSidebar.favorite')}>
          <ActionIcon
            variant="subtle"
            color={map.favorite ? 'yellow' : 'gray'}
            aria-label={t(map.favorite ? 'mapsSidebar.unfavoriteMap' : 'mapsSidebar.favoriteMap', { name })}
            aria-pressed={map.favorite}
            onClick={() => onFavorite(!map.favorite)}
          >
            {map.favorite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      {shown.length > 0 && (
        <Group gap={4} mt={6}>
          {shown.map((tag) => (
            <Badge key={tag} size="xs" variant="default" radius="sm" tt="none">
              {tag}
            </Badge>
          ))}
          {more > 0 && (
            <Badge size="xs" variant="transparent" color="gray" tt="none">
              +{more}
            </Badge>
          )}
        </Group>
      )}
    </Paper>
  );
}

function TagEditor({
  tags,
  name,
  onSave,
}: {
  tags: string[];
  name: string;
  onSave: (tags: string[]) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const open = () => {
    setText(tags.join(', '));
    setOpened(true);
  };
  const save = () => {
    onSave(parseTagInput(text));
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Tooltip label={t('mapsSidebar.editTags')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('mapsSidebar.editTagsOf', { name })}
            onClick={open}
          >
            <IconTag size={16} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8} w={240}>
          <TextInput
            label={t('mapsSidebar.tagsLabel')}
            aria-label={t('mapsSidebar.tagsOf', { name })}
            description={t('mapsSidebar.tagsHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap={6}>
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              {t('mapsSidebar.cancel')}
            </Button>
            <Button size="xs" onClick={save}>
              {t('mapsSidebar.saveTags')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
