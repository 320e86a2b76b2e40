import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../AppContext';
import { MapsSidebar } from './MapsSidebar';

/** The top bar's 'Maps' button: opens the maps navigation sidebar (signed-in users). */
export const MapsSidebarButton = observer(function MapsSidebarButton({
  currentMapId,
}: {
  currentMapId: string;
}) {
  const { t } = useTranslation();
  const { session } = useApp();
  const [opened, setOpened] = useState(false);
  if (session.status !== 'signedIn') return null;
  return (
    <>
      <Tooltip label={t('mapsSidebar.title')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('mapsSidebar.openButton')}
          onClick={() => setOpened(true)}
        >
          <IconLayoutSidebarLeftExpand size={20} />
        </ActionIcon>
      </Tooltip>
      {opened && <MapsSidebar currentMapId={currentMapId} onClose={() => setOpened(false)} />}
    </>
  );
});
