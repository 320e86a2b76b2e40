import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRestore } from '@tabler/icons-react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errorMessage';
import { useLocale } from '../../i18n/useLocale';
import { useEditor } from '../EditorContext';
import { VersionRow } from './VersionRow';
import { useRestoreVersion } from './useRestoreVersion';
import { versionDate, versionReason } from './versionLabels';
import { versionSummary } from './versionSummary';

/**
 * The version history tab: the map as it is now, then every kept version, newest first. Choosing one shows it on
 * the canvas, read-only; 'Restore' makes it the current map as one undoable change.
 */
export const VersionHistoryPanel = observer(function VersionHistoryPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { versions, save } = useEditor();
  const restore = useRestoreVersion(versions);
  // The list follows the map: fetched on opening, and again after each acknowledged save (which may keep one).
  useEffect(() => {
    void versions.refresh();
    return reaction(
      () => save.lastSaved,
      () => void versions.refresh(),
    );
  }, [versions, save]);
  const viewedId = versions.viewing?.info.id ?? null;

  return (
    <Stack gap="xs" data-testid="version-history">
      <VersionRow
        title={t('versions.current')}
        summary={t('versions.currentHint')}
        selected={viewedId === null}
        onClick={() => versions.exitView()}
      />
      {versions.error !== null && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {versions.versions === null ? t('versions.loadError') : t('versions.openError')}{' '}
              {errorMessage(versions.error, t)}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void versions.refresh()}>
              {t('versions.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {versions.versions === null && versions.loading && (
        <Group justify="center" py="lg">
          <Loader size="sm" role="status" aria-label={t('versions.loading')} />
        </Group>
      )}
      {versions.versions?.length === 0 && (
        <Text size="sm" c="dimmed" px="xs" py="sm">
          {t('versions.empty')}
        </Text>
      )}
      {versions.versions?.map((version) => {
        const selected = version.id === viewedId;
        const title = versionDate(version.createdAt, locale);
        return (
          <VersionRow
            key={version.id}
            title={title}
            summary={versionSummary(version.changes, t)}
            meta={
              version.authors.length > 0
                ? t('versions.by', { authors: version.authors.join(', ') })
                : undefined
            }
            badge={versionReason(version.reason, t)}
            selected={selected}
            busy={versions.opening === version.id}
            label={`${t('versions.view')}: ${title}`}
            onClick={() => void versions.view(version)}
            actions={
              selected && (
                <Button size="xs" leftSection={<IconRestore size={14} />} onClick={restore}>
                  {t('versions.restore')}
                </Button>
              )
            }
          />
        );
      })}
    </Stack>
  );
});
