import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { errorMessage } from '../api/errorMessage';
import { LogoMark } from '../components/AppLogo';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { usePageTitle } from '../components/usePageTitle';
import { validateAuthForm, type AuthFieldErrors, type AuthMode } from './authValidation';

/** Where to go after signing in: the page that sent us here, else the map list. */
function useReturnPath(): string {
  const state = useLocation().state as { from?: string } | null;
  return state?.from && state.from.startsWith('/') ? state.from : '/maps';
}

/** The sign-in and sign-up page: a centred card with the product name and the form. */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const { session, language } = useApp();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<AuthFieldErrors>({});
  // The failure itself, so its sentence follows a language switch made after it.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const signUp = mode === 'signup';
  usePageTitle(t(signUp ? 'auth.signUpPageTitle' : 'auth.signInPageTitle'));

  const change = (field: keyof typeof values) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateAuthForm(mode, values);
    setFieldErrors(errors);
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      const name = values.name.trim();
      // The new account keeps the language this page is shown in.
      if (signUp)
        await session.signUp({ name, email, password: values.password, language: language.current });
      else await session.signIn({ email, password: values.password });
      navigate(returnPath, { replace: true });
    } catch (error) {
      setFailure({ error });
      setBusy(false);
    }
  };

  const fieldError = (field: keyof AuthFieldErrors) =>
    fieldErrors[field] ? t(`auth.errors.${fieldErrors[field]}`) : undefined;

  return (
    <Center mih="100vh" p="md" bg="var(--mapa-auth-background)">
      <Paper component="main" w="100%" maw={400} p="xl" radius="lg" shadow="lg" withBorder>
        <Stack gap="lg">
          <Stack gap={8} align="center">
            <LogoMark size={44} />
            <Text fw={700} size="xl">
              {t('app.name')}
            </Text>
            <Title order={1} size="h3" ta="center">
              {t(signUp ? 'auth.signUpTitle' : 'auth.signInTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(signUp ? 'auth.signUpSubtitle' : 'auth.signInSubtitle')}
            </Text>
          </Stack>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {failure && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {errorMessage(failure.error, t)}
                </Alert>
              )}
              {signUp && (
                <TextInput
                  label={t('auth.name')}
                  placeholder={t('auth.namePlaceholder')}
                  autoComplete="name"
                  value={values.name}
                  onChange={change('name')}
                  error={fieldError('name')}
                />
              )}
              <TextInput
                label={t('auth.email')}
                placeholder={t('auth.emailPlaceholder')}
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={change('email')}
                error={fieldError('email')}
              />
              <PasswordInput
                label={t('auth.password')}
                placeholder={signUp ? t('auth.passwordPlaceholder') : undefined}
                autoComplete={signUp ? 'new-password' : 'current-password'}
                value={values.password}
                onChange={change('password')}
                error={fieldError('password')}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
              />
              <Button type="submit" fullWidth size="md" loading={busy}>
                {t(signUp ? 'auth.signUp' : 'auth.signIn')}
              </Button>
            </Stack>
          </form>
          <Text size="sm" ta="center" c="dimmed">
            {t(signUp ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
            {/* Underlined: a link inside a sentence is told apart by more than its colour (WCAG 1.4.1). */}
            <Anchor
              component={Link}
              to={signUp ? '/signin' : '/signup'}
              state={{ from: returnPath }}
              underline="always"
            >
              {t(signUp ? 'auth.toSignIn' : 'auth.toSignUp')}
            </Anchor>
          </Text>
          <LanguageSwitch />
        </Stack>
      </Paper>
    </Center>
  );
}
