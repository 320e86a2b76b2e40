import { Fragment } from 'react';
import { Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { SHORTCUTS, type KeyChord, type ShortcutMode } from '../shortcuts';
import { chordCaps, isApplePlatform } from './shortcutCaps';

const MODES: readonly ShortcutMode[] = ['canvas', 'connect'];

function Chord({ chord, apple }: { chord: KeyChord; apple: boolean }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {chordCaps(chord, apple).map((cap, i) => (
        <Fragment key={i}>
          {i > 0 && ' + '}
          <Kbd size="xs">{cap}</Kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** The '?' dialog: every shortcut of the editor, read from the table the key handler uses (`SHORTCUTS`). */
export const ShortcutsHelp = observer(function ShortcutsHelp() {
  const { t } = useTranslation();
  const { keyboard } = useEditor();
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
        {MODES.map((mode) => (
          <section key={mode} aria-labelledby={`shortcuts-${mode}`}>
            <Title order={3} size="h5" mb={6} id={`shortcuts-${mode}`}>
              {t(`shortcuts.${mode}`)}
            </Title>
            <Table verticalSpacing={6} withRowBorders>
              <Table.Tbody>
                {SHORTCUTS.filter((s) => s.mode === mode).map(({ action, chords }) => (
                  <Table.Tr key={action} data-action={action}>
                    <Table.Td>
                      <Text size="sm">{t(`shortcuts.action.${action}`)}</Text>
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
        ))}
      </Stack>
    </Modal>
  );
});
