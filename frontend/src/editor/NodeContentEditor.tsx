import { useEffect, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { coalesce, type Coalescer } from './coalesce';
import { useEditor } from './EditorContext';
import { localizeQuill } from './quillLabels';
import { contentTransaction } from './nodeTransactions';

const BURST_MS = 500;
export const TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ header: [1, 2, 3, false] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'clean'],
];

/** The editor's HTML in the stored form ('' when empty). Quill 2.0.3 writes every space as &nbsp;: undo that. */
export function editorHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return '';
  return quill.getSemanticHTML().replace(/&nbsp;/g, ' ');
}

export function showHtml(quill: Quill, html: string): void {
  quill.setContents(quill.clipboard.convert({ html: sanitizeHtml(html) }), 'silent');
}

/** The node's rich-text content (spec §2.9): Quill 2, snow theme; sanitised HTML in, one transaction per burst out. */
export function NodeContentEditor({
  nodeId,
  description,
  readOnly,
  locked = false,
}: {
  nodeId: string;
  description: string;
  readOnly: boolean;
  /** Shown as editable but not typed into for now (an AI completion streams in): the toolbar stays in place. */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const burstRef = useRef<Coalescer<string> | null>(null);
  /** The description the editor shows, as stored: changes from elsewhere differ from it. */
  const shown = useRef(description);

  useEffect(() => {
    const element = host.current!;
    const mount = element.appendChild(document.createElement('div'));
    const quill = new Quill(mount, {
      theme: 'snow',
      readOnly,
      modules: { toolbar: readOnly ? false : TOOLBAR },
    });
    showHtml(quill, shown.current);
    const burst = coalesce<string>(BURST_MS, (html) => {
      shown.current = html;
      const tx = contentTransaction(doc.state, nodeId, html);
      if (tx) doc.apply(tx);
    });
    quill.on('text-change', (_delta, _old, source) => {
      if (source === 'user') burst.push(editorHtml(quill));
    });
    quill.on('selection-change', (range) => {
      if (range === null) burst.flush(); // blur
    });
    quillRef.current = quill;
    burstRef.current = burst;
    return () => {
      burst.flush();
      quillRef.current = null;
      burstRef.current = null;
      element.replaceChildren();
    };
  }, [doc, nodeId, readOnly]);

  useEffect(() => {
    quillRef.current?.enable(!readOnly && !locked);
  }, [readOnly, locked]);

  // Words follow the interface language without rebuilding the editor (which would drop the cursor).
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    quill.root.dataset.placeholder = t(
      readOnly ? 'nodePanel.contentReadOnly' : 'nodePanel.contentPlaceholder',
    );
    quill.root.setAttribute('aria-label', t('nodePanel.contentLabel'));
    localizeQuill(host.current!, t);
  }, [doc, nodeId, readOnly, t]);

  // A change from elsewhere (undo, a remote version) replaces what the editor shows.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || burstRef.current?.pending || description === shown.current) return;
    shown.current = description;
    showHtml(quill, description);
  }, [description]);

  return <div ref={host} className="mapa-quill" />;
}
