import { useState, type FormEvent } from 'react';
import { Box, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ApiError, type User } from '../api';
import { errorMessage } from '../api/errorMessage';
import { useApp } from '../AppContext';
import { AppHeader } from '../components/AppHeader';
import { ColorSchemeControl } from '../components/ColorSchemeSwitch';
import { usePageTitle } from '../components/usePageTitle';
import { accountFields, checkAccountForm, type AccountFieldErrors } from './accountForm';

/**
 * `/account`: the user's name and the custom domain their maps' public links use (spec §2.1), and the application's
 * colour scheme (issue 34).
 */
export const AccountPage = observer(function AccountPage() {
  const { t } = useTranslation();
  const { session } = useApp();
  usePageTitle(t('app.pageTitle', { title: t('account.title') }));
  return (
    <Box mih="100vh">
      <AppHeader />
      <Container component="main" size="sm" py="xl">
        <Title order={1} size="h2" mb="lg">
          {t('account.title')}
        </Title>
        {session.user && (
          <Stack gap="lg">
            <AccountForm key={session.user.email} user={session.user} />
            {/* Applied and saved at once, as in the account menu: not part of the form's Save. */}
            <Paper withBorder radius="lg" p="xl">
              <ColorSchemeControl />
            </Paper>
          </Stack>
        )}
      </Container>
    </Box>
  );
});

function AccountForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { api, session } = useApp();
  const [fields, setFields] = useState(() => accountFields(user));
  const [errors, setErrors] = useState<AccountFieldErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkAccountForm(user, fields);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    if (Object.keys(check.change).length === 0) return;
    setSaving(true);
    try {
      const updated = await api.auth.updateMe(check.change);
      session.updated(updated);
      setFields(accountFields(updated));
      notifications.show({ color: 'teal', message: t('account.saved') });
    } catch (error) {
      // The form checks with the server's rules, so a refused field is rare: it is named, in general words.
      if (error instanceof ApiError && (error.path === 'name' || error.path === 'customDomain'))
        setErrors({ [error.path]: 'errors.VALIDATION_FAILED' });
      else
        notifications.show({
          color: 'red',
          message: t('account.saveError', { message: errorMessage(error, t) }),
        });
    } finally {
      setSaving(false);
    }
  };
  const fieldError = (key: keyof AccountFieldErrors) =>
    errors[key] && <span role="alert">{t(errors[key])}</span>;

  return (
    <Paper withBorder radius="lg" p="xl" component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput label={t('account.email')} value={user.email} readOnly variant="filled" />
        <TextInput
          label={t('account.name')}
          value={fields.name}
          onChange={(event) => setFields({ ...fields, name: event.currentTarget.value })}
          error={fieldError('name')}
          maxLength={100}
        />
        <TextInput
          label={t('account.customDomain')}
          description={t('account.customDomainHint')}
          placeholder={t('account.customDomainPlaceholder')}
          value={fields.customDomain}
          onChange={(event) => setFields({ ...fields, customDomain: event.currentTarget.value })}
          error={fieldError('customDomain')}
          spellCheck={false}
          autoCapitalize="off"
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('account.linkPreview', {
              link: `${user.customDomain ?? window.location.origin}/maps/…`,
            })}
          </Text>
          <Button type="submit" loading={saving}>
            {t('account.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
