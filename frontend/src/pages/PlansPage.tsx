import { useEffect } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconCoins } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { useLocale } from '../i18n/useLocale';
import { AppHeader } from '../components/AppHeader';
import { usePageTitle } from '../components/usePageTitle';
import { PLANS, type Plan } from './plans';

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const credits = plan.credits.toLocaleString(locale);
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      shadow={current ? 'sm' : 'xs'}
      aria-label={t(`plans.names.${plan.id}`)}
      style={current ? { borderColor: 'var(--mantine-color-indigo-4)' } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Box>
          <Text fw={700} size="lg">
            {t(`plans.names.${plan.id}`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`plans.taglines.${plan.id}`)}
          </Text>
        </Box>
        <Text fw={700} size="xl">
          {t(plan.monthly ? 'plans.creditsMonthly' : 'plans.creditsOnce', { credits })}
        </Text>
        <List
          size="sm"
          spacing={6}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color="indigo">
              <IconCheck size={12} />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{t(`plans.features.${feature}`)}</List.Item>
          ))}
        </List>
        {current ? (
          <Badge variant="light" color="indigo" size="lg" fullWidth>
            {t('plans.current')}
          </Badge>
        ) : (
          <Button variant="light" disabled fullWidth>
            {t('plans.unavailable')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * `/plans` (spec §1, DESIGN §7): the user's AI credits and the plans. Payments are not set up, so the paid plans
 * say so instead of taking money.
 */
export const PlansPage = observer(function PlansPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { session } = useApp();
  usePageTitle(t('app.pageTitle', { title: t('plans.title') }));
  // The balance may have changed since sign-in (AI use): ask again.
  useEffect(
    () => void session.load().catch((error: unknown) => console.error('Session refresh failed', error)),
    [session],
  );
  const credits = session.user?.credits ?? 0;
  return (
    <Box mih="100vh">
      <AppHeader />
      <Container component="main" size="lg" py="xl">
        <Title order={1} size="h2">
          {t('plans.title')}
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          {t('plans.intro')}
        </Text>
        <Card withBorder radius="lg" padding="md" mb="xl" maw={420}>
          <Box style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <ThemeIcon size={40} radius="md" variant="light" color="yellow">
              <IconCoins size={22} />
            </ThemeIcon>
            <Box>
              <Text size="sm" c="dimmed">
                {t('plans.balanceLabel')}
              </Text>
              <Text fw={700} size="xl" data-testid="credit-balance">
                {t('plans.balance', { count: credits, credits: credits.toLocaleString(locale) })}
              </Text>
            </Box>
          </Box>
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={plan.id === 'free'} />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="lg">
          {t('plans.paymentsNote')}
        </Text>
      </Container>
    </Box>
  );
});
