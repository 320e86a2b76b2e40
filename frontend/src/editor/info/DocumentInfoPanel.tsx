import { Stack, Text, TextInput, Typography } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { useEditor } from '../EditorContext';
import { DescriptionEditor } from './DescriptionEditor';
import { metadataDescription } from './documentDescription';
import { useMapMetadata } from './useMapMetadata';
import { IntroPanel } from '../firstRun/IntroPanel';

/** A reader's view of the description: the sanitised HTML, or a note that there is none. */
const ReadOnlyDescription = function ReadOnlyDescription() {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const [html, setHtml] = useState(doc.state.htmlContent);
  useEffect(() => doc.subscribe(() => setHtml(doc.state.htmlContent)), [doc]);
  if (!html.trim()) return <Text c="dimmed">{t('documentInfo.noDescription')}</Text>;
  return (
    <Typography>
      <div data-testid="document-description" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
};

/**
 * The document info panel (spec §2.13): the title (not for readers) and the description in the rich editor;
 * readers see the description rendered read-only. The title follows the top bar's and is saved the same way.
 */
export const DocumentInfoPanel = observer(function DocumentInfoPanel() {
  const { t } = useTranslation();
  const { doc, readOnly } = useEditor();
  const metadata = useMapMetadata();
  const [draft, setDraft] = useState(doc.title);
  useEffect(() => setDraft(doc.title), [doc.title]);

  if (readOnly) {
    return (
      <Stack gap="md">
        <Text fw={600} size="lg">
          {doc.title.trim() || t('editor.untitled')}
        </Text>
        <ReadOnlyDescription />
      </Stack>
    );
  }

  const change = (value: string) => {
    setDraft(value);
    doc.setTitle(value);
    metadata.setTitle(value.trim());
  };
  const commit = () => {
    doc.setTitle(draft.trim());
    void metadata.flush();
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('documentInfo.title')}
        placeholder={t('editor.untitled')}
        value={draft}
        onChange={(event) => change(event.currentTarget.value)}
        onBlur={commit}
        maxLength={200}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('documentInfo.description')}
        </Text>
        <DescriptionEditor onCommit={(html) => metadata.setDescription(metadataDescription(html))} />
      </Stack>
      <IntroPanel />
    </Stack>
  );
});
