import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor, type EditorStores } from '../EditorContext';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { onPresentationKey } from './usePresentation';
import { formatElapsed } from './formatElapsed';

/**
 * The speaker view (S, issue 13) in a second window: the current node's description as notes, the next step and a
 * timer. The window is this page's own (opened empty and drawn into through a portal), so it reads the same stores
 * and stays in step without any messaging; its keys drive the presentation as the main window's do.
 */
export const SpeakerWindow = observer(function SpeakerWindow() {
  const { t } = useTranslation();
  const stores = useEditor();
  const [root, setRoot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const win = window.open('', `mapa-speaker-${stores.map.id}`, 'popup,width=1000,height=680');
    // A blocked pop-up: nothing to draw into.
    if (!win) {
      stores.presentation.setSpeaker(false);
      return;
    }
    const doc = win.document;
    doc.title = t('presentation.speakerTitle');
    // The page's styles (Mantine's variables and ours), so the notes read as the editor does.
    doc.head.replaceChildren(
      ...[...document.querySelectorAll('style, link[rel="stylesheet"]')].map((node) => node.cloneNode(true)),
    );
    doc.body.replaceChildren();
    doc.body.style.margin = '0';
    const container = doc.createElement('div');
    doc.body.appendChild(container);
    setRoot(container);
    const onKey = (event: KeyboardEvent) => onPresentationKey(stores, event);
    const onClosed = () => stores.presentation.setSpeaker(false);
    win.addEventListener('keydown', onKey, true);
    win.addEventListener('pagehide', onClosed);
    return () => {
      win.removeEventListener('pagehide', onClosed);
      win.removeEventListener('keydown', onKey, true);
      win.close();
      setRoot(null);
    };
  }, [stores, t]);

  return root ? createPortal(<SpeakerNotes stores={stores} />, root) : null;
});

const SpeakerNotes = observer(function SpeakerNotes({ stores }: { stores: EditorStores }) {
  const { t } = useTranslation();
  const { presentation, doc } = stores;
  const now = useClock();
  const current = presentation.currentNodeId ? doc.state.getNode(presentation.currentNodeId) : undefined;
  const next = presentation.nextNodeId ? doc.state.getNode(presentation.nextNodeId) : undefined;
  const untitled = t('presentation.untitled');
  const notes = typeof current?.data.description === 'string' ? current.data.description : '';
  return (
    <div
      data-testid="speaker-view"
      style={{ fontFamily: 'inherit', color: '#1f2430', padding: 32, display: 'grid', gap: 24 }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 24 }}>
        <span style={{ fontSize: 18, color: '#5c6370' }}>
          {t('presentation.stepOf', { step: presentation.index + 1, count: presentation.steps.length })}
        </span>
        <span
          aria-label={t('presentation.timer')}
          style={{ fontSize: 40, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatElapsed(now - presentation.startedAt)}
        </span>
      </header>
      <section aria-label={t('presentation.current')}>
        <h1 style={{ fontSize: 34, margin: '0 0 12px' }}>{current?.data.label?.trim() || untitled}</h1>
        {notes ? (
          <div
            style={{ fontSize: 24, lineHeight: 1.5 }}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(notes) }}
          />
        ) : (
          <p style={{ fontSize: 20, color: '#868e96' }}>{t('presentation.noNotes')}</p>
        )}
      </section>
      <section
        aria-label={t('presentation.next')}
        style={{ borderTop: '1px solid #dee2e6', paddingTop: 16, fontSize: 22, color: '#495057' }}
      >
        <span style={{ fontSize: 14, textTransform: 'uppercase', letterSpacing: 1, color: '#868e96' }}>
          {t('presentation.next')}
        </span>
        <div style={{ marginTop: 6 }}>
          {next ? next.data.label?.trim() || untitled : t('presentation.lastStep')}
        </div>
      </section>
    </div>
  );
});

/** The time now, updated every second (the timer's display; nothing waits on it). */
function useClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
