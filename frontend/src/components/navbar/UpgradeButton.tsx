import { Button } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The upgrade button (spec §1, §2.2): opens `/plans`. */
export function UpgradeButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/plans"
      size="xs"
      variant="gradient"
      gradient={{ from: 'indigo', to: 'violet', deg: 90 }}
      leftSection={<IconSparkles size={14} />}
      visibleFrom="sm"
    >
      {t('navbar.upgrade')}
    </Button>
  );
}
