import { useCallback } from 'react';
import { TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBurstDraft } from '../../lib/useBurstDraft';
import { useEditor } from '../EditorContext';
import { labelTransaction } from '../commands/nodeTransactions';

/**
 * The page's title (spec §2.19 'Page Title'): the node's label, one `node.label.updated` per typing burst; plain
 * text for readers. Focused when the page is new (no label yet).
 */
export function PageTitleField({
  nodeId,
  label,
  readOnly,
}: {
  nodeId: string;
  label: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { doc } = useEditor();
  // Follows changes made elsewhere (the canvas, undo, a collaborator) between bursts.
  const { draft, change, flush } = useBurstDraft(
    label,
    useCallback(
      (value: string) => {
        const tx = labelTransaction(doc.state, nodeId, value);
        if (tx) doc.apply(tx);
      },
      [doc, nodeId],
    ),
  );

  if (readOnly)
    return (
      <Title order={1} fz={30} fw={700} c={label ? undefined : 'dimmed'}>
        {label || t('textView.untitled')}
      </Title>
    );
  return (
    <TextInput
      aria-label={t('textView.pageTitle')}
      placeholder={t('textView.pageTitle')}
      value={draft}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={flush}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      autoFocus={!label}
      variant="unstyled"
      styles={{ input: { fontSize: 30, fontWeight: 700, height: 48, lineHeight: 1.2 } }}
    />
  );
}
