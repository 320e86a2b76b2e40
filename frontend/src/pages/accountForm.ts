import { normalizeCustomDomain } from '@mapa/model';
import type { ProfileChange, User } from '../api';

/** The account form's fields as typed. */
export interface AccountFields {
  name: string;
  customDomain: string;
}

/** Why a field was refused, as an i18n key (`account.nameRequired`, `account.domainErrors.path`...). */
export type AccountFieldErrors = Partial<Record<keyof AccountFields, string>>;

/** The outcome of checking the form: the change to send (only what differs), or the field errors. */
export type AccountCheck = { ok: true; change: ProfileChange } | { ok: false; errors: AccountFieldErrors };

/** The form's starting values for a user. */
export function accountFields(user: User): AccountFields {
  return { name: user.name, customDomain: user.customDomain ?? '' };
}

/**
 * Checks the account form with the same rules as the server (`normalizeCustomDomain` of the model): the name
 * is required; the custom domain is blank (none) or a bare host / https origin. Only changed fields are sent.
 */
export function checkAccountForm(user: User, fields: AccountFields): AccountCheck {
  const errors: AccountFieldErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = 'account.nameRequired';
  const domain = normalizeCustomDomain(fields.customDomain);
  if (!domain.ok) errors.customDomain = `account.domainErrors.${domain.reason}`;
  if (Object.keys(errors).length > 0 || !domain.ok) return { ok: false, errors };
  const change: ProfileChange = {};
  if (name !== user.name) change.name = name;
  if (domain.origin !== (user.customDomain ?? null)) change.customDomain = domain.origin;
  return { ok: true, change };
}
