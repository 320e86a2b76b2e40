import { useEffect, useState } from 'react';
import { Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { VIEW_MODES, type ViewMode } from '@mapa/model';
import { useApp } from '../../AppContext';
import { useEditor } from '../EditorContext';
import { switchView } from '../views/switchView';
import { ViewModePicture } from './ViewModePictures';

/** Spec §2.22: the modal waits this long after the editor loads, so it does not cover the map as it appears. */
export const VIEW_MODE_MODAL_DELAY_MS = 2000;

/**
 * View-mode preference modal (spec §2.22): 2 s after load, when the signed-in user has no default_view_mode,
 * asks which view they prefer; the choice is saved on the account (`PATCH /api/auth/me`) and shown at once.
 * Closing it without a choice asks again on the next load.
 */
export const ViewModePreferenceModal = observer(function ViewModePreferenceModal() {
  const { api, session } = useApp();
  const stores = useEditor();
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const needed = session.user !== null && !session.user.default_view_mode;

  useEffect(() => {
    if (!needed) return;
    const timer = window.setTimeout(() => setOpened(true), VIEW_MODE_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [needed]);

  const choose = async (mode: ViewMode) => {
    setSaving(true);
    try {
      session.updated(await api.auth.updateMe({ default_view_mode: mode }));
      switchView(stores, mode);
      setOpened(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened && needed}
      onClose={() => setOpened(false)}
      title={t('firstRun.viewMode.title')}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('firstRun.viewMode.description')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {VIEW_MODES.map((mode) => (
            <UnstyledButton
              key={mode}
              disabled={saving}
              onClick={() => void choose(mode)}
              className="mapa-view-mode-choice"
              aria-describedby={`view-mode-${mode}-hint`}
            >
              <Stack align="center" gap={6}>
                <ViewModePicture mode={mode} />
                <Text fw={600} size="sm">
                  {t(`views.${mode}`)}
                </Text>
                {/* Named by the view alone, the hint told as its description (not read twice). */}
                <Text id={`view-mode-${mode}-hint`} size="xs" c="dimmed" ta="center" aria-hidden>
                  {t(`firstRun.viewMode.${mode}Hint`)}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
});
