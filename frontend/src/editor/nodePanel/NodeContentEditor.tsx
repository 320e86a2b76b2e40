import { useEffect, useRef, useState } from 'react';
import { Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import '../richText/quillDark.css';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { coalesce, type Coalescer } from '../../lib/coalesce';
import { useEditor } from '../EditorContext';
import { localizeQuill } from './quillLabels';
import { contentTransaction } from '../commands/nodeTransactions';
import { MOBILE_MAX_WIDTH } from '../leftSidebar/sidebarSizes';
import { printHtml } from '../richText/printHtml';
import { registerQuillExtras } from '../richText/quillExtras';
import { tabMovesFocus } from '../richText/tabMovesFocus';
import { DESKTOP_TOOLBAR, MOBILE_TOOLBAR, NEW_TABLE_SIZE } from '../richText/richTextToolbar';
import { useLatest } from '../../lib/useLatest';

const BURST_MS = 500;
/** The short toolbar of the map's description (info panel). */
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

/**
 * The node's rich-text content (spec §2.9, and the text view's page, §2.19): Quill 2, snow theme, the full toolbar
 * on desktop and a reduced one on mobile; sanitised HTML in, one transaction per burst out. Code view shows the HTML
 * to edit as text. `placeholder` replaces the node panel's 'Write something...'.
 */
export function NodeContentEditor({
  nodeId,
  title,
  description,
  readOnly,
  locked = false,
  placeholder,
}: {
  nodeId: string;
  title: string;
  description: string;
  readOnly: boolean;
  /** Shown as editable but not typed into for now (an AI completion streams in): the toolbar stays in place. */
  locked?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const { doc } = useEditor();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`) ?? false;
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const burstRef = useRef<Coalescer<string> | null>(null);
  /** The description the editor shows, as stored: changes from elsewhere differ from it. */
  const shown = useRef(description);
  const titleRef = useLatest(title);
  /** The HTML being edited as text while code view is on; null when the rich editor shows. */
  const [source, setSource] = useState<string | null>(null);
  const sourceRef = useLatest(source);

  useEffect(() => {
    registerQuillExtras();
    const element = host.current!;
    const mount = element.appendChild(document.createElement('div'));
    const quill = new Quill(mount, {
      theme: 'snow',
      readOnly,
      modules: {
        table: true,
        keyboard: tabMovesFocus(),
        toolbar: readOnly
          ? false
          : {
              container: mobile ? MOBILE_TOOLBAR : DESKTOP_TOOLBAR,
              handlers: {
                divider: () => {
                  const at = quill.getSelection(true).index;
                  quill.insertEmbed(at, 'divider', true, 'user');
                  quill.setSelection(at + 1, 0, 'silent');
                },
                table: () => {
                  const table = quill.getModule('table') as {
                    insertTable(rows: number, columns: number): void;
                  };
                  table.insertTable(NEW_TABLE_SIZE.rows, NEW_TABLE_SIZE.columns);
                },
                'code-view': () => toggleCodeView(),
                print: () => printHtml(titleRef.current, editorHtml(quill)),
              },
            },
      },
    });
    const toggleCodeView = () => {
      const text = sourceRef.current;
      if (text === null) {
        setSource(editorHtml(quill));
        return;
      }
      // Back to the rich editor: the HTML typed is cleaned and read by Quill, then stored like any edit.
      showHtml(quill, text);
      const html = editorHtml(quill);
      if (html !== shown.current) burst.push(html);
      setSource(null);
    };
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
      setSource(null);
      element.replaceChildren();
    };
  }, [doc, nodeId, readOnly, mobile, titleRef, sourceRef]);

  useEffect(() => {
    quillRef.current?.enable(!readOnly && !locked);
  }, [readOnly, locked]);

  // Words follow the interface language without rebuilding the editor (which would drop the cursor).
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    quill.root.dataset.placeholder = readOnly
      ? t('nodePanel.contentReadOnly')
      : (placeholder ?? t('nodePanel.contentPlaceholder'));
    quill.root.setAttribute('aria-label', t('nodePanel.contentLabel'));
    localizeQuill(host.current!, t);
  }, [doc, nodeId, readOnly, mobile, t, placeholder]);

  // A change from elsewhere (undo, a remote version) replaces what the editor shows.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || burstRef.current?.pending || description === shown.current) return;
    shown.current = description;
    showHtml(quill, description);
  }, [description]);

  return (
    <div className="mapa-quill" data-code-view={source !== null || undefined}>
      <div ref={host} />
      {source !== null && (
        <Textarea
          aria-label={t('nodePanel.editor.source')}
          value={source}
          onChange={(event) => setSource(event.currentTarget.value)}
          autosize
          minRows={6}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        />
      )}
    </div>
  );
}
