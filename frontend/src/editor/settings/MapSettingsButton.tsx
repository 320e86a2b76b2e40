import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsPanel } from './SettingsPanel';

/** The top bar's button that opens the map settings panel. */
export function MapSettingsButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t('layoutSettings.open')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('layoutSettings.open')}
          onClick={() => setOpened(true)}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
            <circle cx="15" cy="6" r="2" />
            <circle cx="9" cy="12" r="2" />
            <circle cx="17" cy="18" r="2" />
          </svg>
        </ActionIcon>
      </Tooltip>
      {opened && <SettingsPanel opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
