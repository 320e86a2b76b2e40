import { Box, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import { useEditor } from '../EditorContext';
import { saveFailure } from './saveFailure';
import './topBar.css';

/** The short words the top bar can show; the slot is as wide as the widest of them, whichever shows. */
const LABEL_KEYS = ['save.saving', 'save.saved', 'save.offlineShort', 'save.notSaved'] as const;

/**
 * 'Saving...', 'Saved', 'Offline' or 'Not saved' in the top bar, with the status in `data-status` for tests. The
 * slot keeps one width whatever it says (the widest of its words in this language: the view switch beside it never
 * moves), and on a phone only its icon shows. A failure's whole sentence is told to screen readers here and shown
 * under the top bar by `SaveFailureBanner`.
 */
export const SaveStatus = observer(function SaveStatus() {
  const { t } = useTranslation();
  const { save } = useEditor();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const { status } = save;
  const failure = saveFailure(save, t);

  let icon = null;
  let text = '';
  if (status === 'saving') {
    icon = <Loader size={14} />;
    text = t('save.saving');
  } else if (status === 'saved') {
    icon = <IconCloudCheck size={16} />;
    text = t('save.saved');
  } else if (failure) {
    icon = failure.offline ? <IconCloudOff size={16} /> : <IconAlertCircle size={16} />;
    text = t(failure.offline ? 'save.offlineShort' : 'save.notSaved');
  }
  const color = failure ? 'red.7' : 'dimmed';
  const label = (
    <span className="mapa-save-label">
      {LABEL_KEYS.map((key) => (
        <span key={key} className="mapa-save-sizer" data-label={t(key)} aria-hidden />
      ))}
      <span>{text}</span>
    </span>
  );

  return (
    <Group
      gap={6}
      wrap="nowrap"
      c={color}
      data-testid="save-status"
      data-status={status}
      role="status"
      aria-label={t('save.statusLabel')}
      title={failure?.message}
      style={{ flexShrink: 0 }}
    >
      <Box w={16} h={16} style={{ display: 'grid', placeItems: 'center' }}>
        {icon}
      </Box>
      <Text size="sm" c={color} component="span" style={{ whiteSpace: 'nowrap' }}>
        {phone ? <VisuallyHidden>{text}</VisuallyHidden> : label}
      </Text>
      {failure && <VisuallyHidden>{failure.message}</VisuallyHidden>}
    </Group>
  );
});
