import { useCallback, useEffect, useRef } from 'react';
import { Textarea } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useBurstDraft } from '../../lib/useBurstDraft';
import { useEditor } from '../EditorContext';
import { labelTransaction } from '../commands/nodeTransactions';
import { MAP_CANVAS_SELECTOR } from '../canvas/MapCanvas';

/**
 * The node title (spec §2.9): placeholder 'Add Title', autofocused when empty or when the editor asks for it (a
 * node just added), one transaction per typing burst. Enter commits the title and gives the focus back to the
 * canvas, so the keyboard shortcuts work again; Shift+Enter is a new line.
 */
export const NodeTitleField = observer(function NodeTitleField({
  nodeId,
  label,
  readOnly,
}: {
  nodeId: string;
  label: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { doc, canvas } = useEditor();
  const input = useRef<HTMLTextAreaElement>(null);
  const focusAsked = canvas.titleFocusFor === nodeId && !readOnly;
  // Sent when the panel closes or moves to another node too; follows undo and remote versions between bursts.
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
  // Runs after the panel shows this field (the Node tab is chosen in the same action as the request).
  useEffect(() => {
    if (!focusAsked) return;
    input.current?.focus();
    canvas.titleFocused();
  }, [focusAsked, canvas]);

  return (
    <Textarea
      ref={input}
      aria-label={t('nodePanel.titleLabel')}
      placeholder={t('nodePanel.titlePlaceholder')}
      value={draft}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={flush}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
        event.preventDefault();
        flush();
        document.querySelector<HTMLElement>(MAP_CANVAS_SELECTOR)?.focus();
      }}
      autoFocus={!label && !readOnly}
      readOnly={readOnly}
      autosize
      minRows={1}
      maxRows={6}
      variant="filled"
      radius="md"
      styles={{ input: { fontSize: 20, fontWeight: 650, lineHeight: 1.35 } }}
    />
  );
});
