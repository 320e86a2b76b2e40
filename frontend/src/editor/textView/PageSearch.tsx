import { CloseButton, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { reaction, untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextViewStore } from './TextViewStore';

/**
 * 'Search nodes...' (spec §2.19). The field keeps its own text (uncontrolled) and tells the store, so a keystroke
 * re-renders only the rows, not this field (issue #13: ≤ 16 ms a keystroke at 100,000 nodes); a query set
 * elsewhere (the clear button) is written back into the field. `onQuery` runs after each change.
 */
export const PageSearch = observer(function PageSearch({
  store,
  inputRef,
  onQuery,
}: {
  store: TextViewStore;
  inputRef: RefObject<HTMLInputElement | null>;
  onQuery: () => void;
}) {
  const { t } = useTranslation();
  useEffect(
    () =>
      reaction(
        () => store.query,
        (query) => {
          const input = inputRef.current;
          if (input && input.value !== query) input.value = query;
        },
      ),
    [store, inputRef],
  );
  return (
    <TextInput
      ref={inputRef}
      aria-label={t('textView.searchLabel')}
      placeholder={t('textView.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={<ClearSearch store={store} />}
      defaultValue={untracked(() => store.query)}
      onChange={(event) => {
        store.setQuery(event.currentTarget.value);
        onQuery();
      }}
      radius="md"
    />
  );
});

/** The field's clear button, while something is searched (re-rendered only when that changes). */
const ClearSearch = observer(function ClearSearch({ store }: { store: TextViewStore }) {
  const { t } = useTranslation();
  if (!store.searching) return null;
  return <CloseButton size="sm" aria-label={t('textView.clearSearch')} onClick={() => store.setQuery('')} />;
});

/** Sections or outline: read only when the mode changes. */
export const ListModeSwitch = observer(function ListModeSwitch({ store }: { store: TextViewStore }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      mt="xs"
      fullWidth
      size="xs"
      aria-label={t('textView.listMode')}
      value={store.listMode}
      onChange={(value) => store.setListMode(value as 'pages' | 'outline')}
      data={[
        { value: 'pages', label: t('textView.modePages') },
        { value: 'outline', label: t('textView.modeOutline') },
      ]}
    />
  );
});
