import { useEffect, useState, type KeyboardEvent } from 'react';
import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { useEditor } from './EditorContext';

/** The editable map title (spec §2.2): disabled for readers, saved on blur. */
export const MapTitleInput = observer(function MapTitleInput() {
  const { t } = useTranslation();
  const { api } = useApp();
  const { doc, map, readOnly } = useEditor();
  const [draft, setDraft] = useState(doc.title);
  useEffect(() => setDraft(doc.title), [doc.title]);

  const commit = () => {
    const title = draft.trim();
    if (title === doc.title) return setDraft(title);
    const previous = doc.title;
    doc.setTitle(title);
    if (map.demo) return;
    api.maps.updateTitle({ id: map.id, owner: map.owner, treeTitle: title }).catch((error: unknown) => {
      doc.setTitle(previous);
      const message = error instanceof Error ? error.message : String(error);
      notifications.show({ color: 'red', message: t('editor.titleSaveError', { message }) });
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      setDraft(doc.title);
      event.currentTarget.blur();
    }
  };

  return (
    <TextInput
      aria-label={t('editor.titleLabel')}
      placeholder={t('editor.untitled')}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      disabled={readOnly}
      variant="unstyled"
      styles={{
        input: {
          fontWeight: 600,
          fontSize: 16,
          fieldSizing: 'content',
          minWidth: 160,
          maxWidth: 'min(40vw, 480px)',
          paddingInline: 8,
          borderRadius: 6,
          transition: 'background 120ms',
        },
      }}
      classNames={{ input: 'mapa-title-input' }}
    />
  );
});
