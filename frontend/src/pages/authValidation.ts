/** Which auth form is shown. */
export type AuthMode = 'signin' | 'signup';

export interface AuthFormValues {
  name: string;
  email: string;
  password: string;
}

/** i18n keys (under `auth.errors`) of the problems found per field; empty when the form may be sent. */
export type AuthFieldErrors = Partial<Record<keyof AuthFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the form before it is sent; the server checks again. Passwords need 8 characters to sign up. */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (mode === 'signup' && !values.name.trim()) errors.name = 'nameRequired';
  if (!EMAIL.test(values.email.trim())) errors.email = 'emailInvalid';
  if (!values.password) errors.password = 'passwordRequired';
  else if (mode === 'signup' && values.password.length < 8) errors.password = 'passwordTooShort';
  return errors;
}
