import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MemberRole } from '../../api';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errorMessage';
import { useEditor } from '../EditorContext';
import { SharingStore } from './SharingStore';
import { helpPath } from '../../pages/help/helpPath';
import { addMember, changeRole, embedSnippet, publicLink, removeMember, sortedMembers } from './shareMembers';

/** Where the embed help link points: our tutorial on embedding a map (docs/embedding.md, served by the app). */
export const EMBED_HELP_URL = helpPath('embedding');

/**
 * The share and embed panel (spec §2.15), the left sidebar's share tab: access type, members with roles, public
 * link and embed snippet.
 */
export const SharePanel = observer(function SharePanel() {
  const { t } = useTranslation();
  const { api, session } = useApp();
  const { map } = useEditor();
  const [store] = useState(
    () =>
      new SharingStore(api.maps, map.id, (error) =>
        notifications.show({
          color: 'red',
          message: t('share.saveError', { message: errorMessage(error, t) }),
        }),
      ),
  );
  useEffect(() => void store.load(), [store]);
  const link = publicLink(map.id, window.location.origin, session.user?.customDomain);

  return (
    <Stack gap="lg">
      {store.status === 'loading' && (
        <Group justify="center" py="xl">
          <Loader size="sm" role="status" aria-label={t('share.loading')} />
        </Group>
      )}
      {store.status === 'error' && (
        <Text c="red" size="sm" role="alert">
          {t('share.loadError')}
        </Text>
      )}
      {store.status === 'ready' && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <Stack gap="lg">
            <Stack gap={6}>
              <Text fw={600} size="sm">
                {t('share.accessType')}
              </Text>
              <SegmentedControl
                aria-label={t('share.accessType')}
                value={store.isPublic ? 'public' : 'private'}
                onChange={(value) => void store.setPublic(value === 'public')}
                data={[
                  { value: 'public', label: t('share.public') },
                  { value: 'private', label: t('share.private') },
                ]}
              />
              <Text size="xs" c="dimmed">
                {store.isPublic ? t('share.publicHint') : t('share.privateHint')}
              </Text>
            </Stack>
            <LinkField label={t('share.link')} value={link} />
            <Switch
              label={t('share.template')}
              description={t('share.templateHint')}
              checked={store.template}
              onChange={(event) => void store.setTemplate(event.currentTarget.checked)}
            />
            <MemberList store={store} owner={map.owner} />
          </Stack>
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('share.embed')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('share.embedHint')}
            </Text>
            <Textarea
              aria-label={t('share.embedCode')}
              value={embedSnippet(link)}
              readOnly
              autosize
              minRows={2}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            />
            <Group justify="space-between">
              <Anchor href={EMBED_HELP_URL} target="_blank" rel="noopener noreferrer" size="sm">
                {t('share.embedHelp')}
              </Anchor>
              <CopyValue value={embedSnippet(link)} label={t('share.copyEmbed')} />
            </Group>
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
});

const MemberList = observer(function MemberList({ store, owner }: { store: SharingStore; owner: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('reader');
  const [error, setError] = useState<string | null>(null);
  const roles = [
    { value: 'reader', label: t('share.reader') },
    { value: 'editor', label: t('share.editor') },
  ];

  const add = () => {
    const result = addMember(store.members, email, role, owner);
    if (!result.ok)
      return setError(result.error === 'owner' ? t('share.ownerIsMember') : t('share.invalidEmail'));
    setError(null);
    setEmail('');
    void store.setMembers(result.members);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const members = sortedMembers(store.members);

  return (
    <Stack gap={8}>
      <Text fw={600} size="sm">
        {t('share.members')}
      </Text>
      <Group gap={8} align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          aria-label={t('share.emailLabel')}
          placeholder={t('share.emailPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error && <span role="alert">{error}</span>}
        />
        <Select
          w={110}
          aria-label={t('share.newRole')}
          data={roles}
          value={role}
          onChange={(value) => setRole((value as MemberRole | null) ?? 'reader')}
          allowDeselect={false}
        />
        <Button onClick={add}>{t('share.add')}</Button>
      </Group>
      {members.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('share.onlyYou')}
        </Text>
      )}
      {members.map(([memberEmail, memberRole]) => (
        <Group key={memberEmail} gap={8} wrap="nowrap" aria-label={memberEmail} role="group">
          <Text size="sm" style={{ flex: 1 }} truncate>
            {memberEmail}
          </Text>
          <Select
            w={110}
            size="xs"
            aria-label={t('share.roleOf', { email: memberEmail })}
            data={roles}
            value={memberRole}
            allowDeselect={false}
            onChange={(value) =>
              value && void store.setMembers(changeRole(store.members, memberEmail, value as MemberRole))
            }
          />
          <Tooltip label={t('share.remove')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('share.removeMember', { email: memberEmail })}
              onClick={() => void store.setMembers(removeMember(store.members, memberEmail))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
});

function LinkField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSectionWidth={40}
      rightSection={<CopyValue value={value} label={t('share.copyLink')} icon />}
    />
  );
}

function CopyValue({ value, label, icon }: { value: string; label: string; icon?: boolean }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) =>
        icon ? (
          <Tooltip label={copied ? t('share.copied') : label}>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={label} onClick={copy}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button variant="light" size="xs" onClick={copy} leftSection={<IconCopy size={14} />}>
            {copied ? t('share.copied') : label}
          </Button>
        )
      }
    </CopyButton>
  );
}
