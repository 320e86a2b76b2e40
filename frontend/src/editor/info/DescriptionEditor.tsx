import { useEffect, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import '../richText/quillDark.css';
import { useTranslation } from 'react-i18next';
import { coalesce } from '../../lib/coalesce';
import { useEditor } from '../EditorContext';
import { TOOLBAR, editorHtml, showHtml } from '../nodePanel/NodeContentEditor';
import { localizeQuill } from '../nodePanel/quillLabels';
import { tabMovesFocus } from '../richText/tabMovesFocus';
import { descriptionTransaction } from './documentDescription';
import { useLatest } from '../../lib/useLatest';

const BURST_MS = 500;

/**
 * The document description (`htmlContent`, spec §2.13) in the node panel's Quill setup: one 'Updated document
 * description' transaction per typing burst; `onCommit` hears each committed value (the metadata copy). Changes from
 * elsewhere (undo, a collaborator) replace what it shows.
 */
export function DescriptionEditor({ onCommit }: { onCommit: (html: string) => void }) {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const host = useRef<HTMLDivElement>(null);
  const commitRef = useLatest(onCommit);

  useEffect(() => {
    const element = host.current!;
    const mount = element.appendChild(document.createElement('div'));
    const quill = new Quill(mount, {
      theme: 'snow',
      placeholder: t('documentInfo.descriptionPlaceholder'),
      modules: { toolbar: TOOLBAR, keyboard: tabMovesFocus() },
    });
    quill.root.setAttribute('aria-label', t('documentInfo.description'));
    // The header picker needs its name (axe: aria-command-name), in the interface language.
    localizeQuill(element, t);
    let shown = doc.state.htmlContent;
    showHtml(quill, shown);
    const burst = coalesce<string>(BURST_MS, (html) => {
      shown = html;
      const tx = descriptionTransaction(doc.state, html);
      if (tx) doc.apply(tx);
      commitRef.current(html);
    });
    quill.on('text-change', (_delta, _old, source) => {
      if (source === 'user') burst.push(editorHtml(quill));
    });
    quill.on('selection-change', (range) => {
      if (range === null) burst.flush(); // blur
    });
    const unsubscribe = doc.subscribe(() => {
      const html = doc.state.htmlContent;
      if (burst.pending || html === shown) return;
      shown = html;
      showHtml(quill, html);
    });
    return () => {
      burst.flush();
      unsubscribe();
      element.replaceChildren();
    };
  }, [doc, t, commitRef]);

  return <div ref={host} className="mapa-description-editor" />;
}
