import { useEffect, useMemo, useState } from 'react';
import { TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { coalesce } from '../../lib/coalesce';
import { useEditor } from '../EditorContext';
import { labelTransaction } from '../commands/nodeTransactions';

/** Typing pauses longer than this end one undo step (as in the node panel). */
const BURST_MS = 500;

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
  const [draft, setDraft] = useState(label);
  const burst = useMemo(
    () =>
      coalesce<string>(BURST_MS, (value) => {
        const tx = labelTransaction(doc.state, nodeId, value);
        if (tx) doc.apply(tx);
      }),
    [doc, nodeId],
  );
  useEffect(() => () => burst.flush(), [burst]);
  // Follow changes made elsewhere (the canvas, undo, a collaborator) unless the user is mid-burst (set while
  // rendering, not in an effect).
  const [followed, setFollowed] = useState({ label, burst });
  if (followed.label !== label || followed.burst !== burst) {
    setFollowed({ label, burst });
    if (!burst.pending) setDraft(label);
  }

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
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        burst.push(event.currentTarget.value);
      }}
      onBlur={() => burst.flush()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') burst.flush();
      }}
      autoFocus={!label}
      variant="unstyled"
      styles={{ input: { fontSize: 30, fontWeight: 700, height: 48, lineHeight: 1.2 } }}
    />
  );
}
