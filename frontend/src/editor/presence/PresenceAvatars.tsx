import { Avatar } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PresentPerson } from './PresenceStore';
import { initials } from './presenceColors';
import { useEditor } from '../EditorContext';

/** Avatars shown before the rest fold into '+N' (the top bar passes fewer when it is short of room). */
export const MAX_AVATARS = 4;

function PersonAvatar({ person }: { person: PresentPerson }) {
  const { t } = useTranslation();
  const label = person.reader ? t('presence.viewing', { name: person.name }) : person.name;
  return (
    <Tooltip label={label} withArrow>
      <Avatar
        size={30}
        radius="xl"
        color={person.color}
        variant="filled"
        aria-label={label}
        data-testid="presence-avatar"
        style={{ outline: `2px solid ${person.color}`, outlineOffset: 1 }}
      >
        {initials(person.name)}
      </Avatar>
    </Tooltip>
  );
}

/** Who else has the map open (issue #16), in the top bar: an avatar each, in their colour, then '+N'. */
export const PresenceAvatars = observer(function PresenceAvatars({ max = MAX_AVATARS }: { max?: number }) {
  const { t } = useTranslation();
  const { presence } = useEditor();
  const people = presence?.people ?? [];
  if (people.length === 0) return null;
  const shown = people.slice(0, max);
  const rest = people.slice(max);
  return (
    <Avatar.Group
      spacing={6}
      role="group"
      style={{ flexShrink: 0 }}
      aria-label={t('presence.label', { count: people.length })}
    >
      {shown.map((person) => (
        <PersonAvatar key={person.user} person={person} />
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((person) => person.name).join(', ')} withArrow multiline maw={240}>
          <Avatar size={30} radius="xl" color="gray" data-testid="presence-more">
            {t('presence.more', { count: rest.length })}
          </Avatar>
        </Tooltip>
      )}
    </Avatar.Group>
  );
});
