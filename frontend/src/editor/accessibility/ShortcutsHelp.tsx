import { Fragment } from 'react';
import { Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { SHORTCUTS, type KeyChord, type ShortcutMode } from '../commands/shortcuts';
import { PRESENTATION_KEYS } from '../presentation/presentationKeys';
import { chordCaps, isApplePlatform } from './shortcutCaps';

const MODES: readonly ShortcutMode[] = ['canvas', 'connect'];

function Chord({ chord, apple }: { chord: KeyChord; apple: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {chordCaps(chord, apple).map((cap, i) => (
        <Fragment key={i}>
          {i > 0 && ' + '}
          {/* The space bar has no printed name: it is called by the interface's word for it. */}
          <Kbd size="xs">{cap === ' ' ? t('shortcuts.key.space') : cap}</Kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** One section of the dialog: a heading and a row per action with the key chords that do it. */
function Section({
  id,
  title,
  rows,
  apple,
}: {
  id: string;
  title: string;
  rows: readonly { action: string; label: string; chords: readonly KeyChord[] }[];
  apple: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`shortcuts-${id}`}>
      <Title order={3} size="h5" mb={6} id={`shortcuts-${id}`}>
        {title}
      </Title>
      <Table verticalSpacing={6} withRowBorders>
        <Table.Tbody>
          {rows.map(({ action, label, chords }) => (
            <Table.Tr key={action} data-action={action}>
              <Table.Td>
                <Text size="sm">{label}</Text>
              </Table.Td>
              <Table.Td ta="right">
                {chords.map((chord, i) => (
                  <Fragment key={i}>
                    {i > 0 && (
                      <Text span size="xs" c="dimmed" mx={6}>
                        {t('shortcuts.or')}
                      </Text>
                    )}
                    <Chord chord={chord} apple={apple} />
                  </Fragment>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

/**
 * The '?' dialog: every shortcut of the editor, read from the table the key handler uses (`SHORTCUTS`); while a
 * presentation runs, the presentation's keys instead (`PRESENTATION_KEYS`), the only ones that act then.
 */
export const ShortcutsHelp = observer(function ShortcutsHelp() {
  const { t } = useTranslation();
  const { keyboard, presentation } = useEditor();
  const apple = isApplePlatform(navigator.platform);
  return (
    <Modal
      opened={keyboard.helpOpen}
      onClose={() => keyboard.setHelpOpen(false)}
      title={t('shortcuts.title')}
      size="lg"
      centered
    >
      <Stack gap="lg">
        {presentation.active ? (
          <Section
            id="presenting"
            title={t('shortcuts.presenting')}
            apple={apple}
            rows={PRESENTATION_KEYS.map(({ action, keys }) => ({
              action,
              label: t(`shortcuts.presentation.${action}`),
              chords: keys.map((key) => ({ key })),
            }))}
          />
        ) : (
          MODES.map((mode) => (
            <Section
              key={mode}
              id={mode}
              title={t(`shortcuts.${mode}`)}
              apple={apple}
              rows={SHORTCUTS.filter((s) => s.mode === mode).map(({ action, chords }) => ({
                action,
                label: t(`shortcuts.action.${action}`),
                chords,
              }))}
            />
          ))
        )}
      </Stack>
    </Modal>
  );
});
