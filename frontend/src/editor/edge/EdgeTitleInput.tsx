import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The edge title input 'Edge title...': Enter (or leaving the field) commits, Escape reverts; an empty or
 * whitespace title removes the label (the model's rule).
 */
export function EdgeTitleInput({ value, onCommit }: { value: string; onCommit: (label: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <TextInput
      aria-label={t('edgeToolbar.title')}
      placeholder={t('edgeToolbar.titlePlaceholder')}
      size="xs"
      w={170}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => draft !== value && onCommit(draft)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (draft !== value) onCommit(draft);
          event.currentTarget.blur();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          setDraft(value);
          const input = event.currentTarget;
          // Revert first, then leave the field, so the blur does not commit the abandoned draft.
          setTimeout(() => input.blur(), 0);
        }
      }}
    />
  );
}
