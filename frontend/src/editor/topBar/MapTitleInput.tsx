import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextInput } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { notifications } from '@mantine/notifications';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../AppContext';
import { errorMessage } from '../../api/errorMessage';
import { useEditor } from '../EditorContext';
import { MetadataStore } from '../../stores/MetadataStore';

/**
 * The editable map title (spec §2.2): disabled for readers; sent 1.5 s after typing stops, or on blur. It gives way
 * to the rest of the top bar down to `minWidth`.
 */
export const MapTitleInput = observer(function MapTitleInput({ minWidth = 120 }: { minWidth?: number }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const { doc, map, readOnly } = useEditor();
  const [draft, setDraft] = useState(doc.title);
  useEffect(() => setDraft(doc.title), [doc.title]);
  // Sent 1.5 s after the last keystroke, or at once on blur (spec §4.2).
  const [metadata] = useState(
    () =>
      new MetadataStore(api.maps, map, {
        enabled: !map.demo && !readOnly,
        onFailure: (failure, previous) => {
          doc.setTitle(previous.title ?? doc.title);
          const message =
            failure.kind === 'notSignedIn'
              ? t('editor.titleNotSignedIn')
              : t('editor.titleSaveError', { message: errorMessage(failure.error, t) });
          notifications.show({ color: 'red', message });
        },
      }),
  );
  useEffect(() => () => metadata.dispose(), [metadata]);

  /** Escape puts the saved title back; the blur that follows must not commit the draft. */
  const cancelled = useRef(false);
  const change = (value: string) => {
    setDraft(value);
    metadata.setTitle(value.trim());
  };

  const commit = () => {
    const title = (cancelled.current ? doc.title : draft).trim();
    cancelled.current = false;
    setDraft(title);
    if (title !== doc.title) doc.setTitle(title);
    void metadata.flush();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      cancelled.current = true;
      metadata.setTitle(doc.title);
      setDraft(doc.title);
      event.currentTarget.blur();
    }
  };

  // A title longer than its room ends in an ellipsis and shows in full in a tooltip (not while it is edited).
  const [cut, setCut] = useState(false);
  const [editing, setEditing] = useState(false);
  const measure = (input: HTMLInputElement | null) =>
    setCut(!!input && input.scrollWidth > input.clientWidth + 1);

  return (
    <Tooltip
      label={draft}
      disabled={!cut || editing || draft === ''}
      openDelay={400}
      withArrow
      multiline
      maw={480}
    >
      {/* The wrapper takes the hover: a disabled input (a reader's) gets no mouse events. */}
      <div
        style={{ flex: '0 1 auto', minWidth }}
        onMouseEnter={(event) => measure(event.currentTarget.querySelector('input'))}
      >
        <TextInput
          aria-label={t('editor.titleLabel')}
          placeholder={t('editor.untitled')}
          value={draft}
          onChange={(event) => change(event.currentTarget.value)}
          onFocus={() => setEditing(true)}
          onBlur={() => {
            setEditing(false);
            commit();
          }}
          onKeyDown={onKeyDown}
          disabled={readOnly}
          variant="unstyled"
          styles={{
            input: {
              fontWeight: 600,
              fontSize: 16,
              fieldSizing: 'content',
              minWidth,
              maxWidth: 'min(100%, 480px)',
              paddingInline: 8,
              borderRadius: 6,
              textOverflow: 'ellipsis',
              transition: 'background 120ms',
            },
          }}
          classNames={{ input: 'mapa-title-input' }}
        />
      </div>
    </Tooltip>
  );
});
