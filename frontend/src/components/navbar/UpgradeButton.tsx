import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TopBarButton } from './TopBarButton';

/** The upgrade button (spec §1, §2.2): opens `/plans`; an icon with a tooltip when the top bar is short of room. */
export function UpgradeButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <TopBarButton
      label={t('navbar.upgrade')}
      icon={<IconSparkles size={iconOnly ? 16 : 14} />}
      iconOnly={iconOnly}
      variant="gradient"
      gradient={{ from: 'indigo', to: 'violet', deg: 90 }}
      to="/plans"
    />
  );
}
