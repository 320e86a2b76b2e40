import type { User } from '../api';
import { accountFields, checkAccountForm } from './accountForm';

const ada: User = { email: 'ada@example.com', name: 'Ada', credits: 100, customDomain: null };

describe('checkAccountForm', () => {
  it('starts from the stored values', () => {
    expect(accountFields(ada)).toEqual({ name: 'Ada', customDomain: '' });
    expect(accountFields({ ...ada, customDomain: 'https://maps.ada.dev' }).customDomain).toBe(
      'https://maps.ada.dev',
    );
  });

  it('sends only what changed, with the domain normalised to an https origin', () => {
    expect(checkAccountForm(ada, { name: 'Ada', customDomain: '' })).toEqual({ ok: true, change: {} });
    expect(checkAccountForm(ada, { name: ' Ada L. ', customDomain: 'Maps.Ada.dev' })).toEqual({
      ok: true,
      change: { name: 'Ada L.', customDomain: 'https://maps.ada.dev' },
    });
    const withDomain = { ...ada, customDomain: 'https://maps.ada.dev' };
    expect(checkAccountForm(withDomain, { name: 'Ada', customDomain: 'https://maps.ada.dev/' })).toEqual({
      ok: true,
      change: {},
    });
    expect(checkAccountForm(withDomain, { name: 'Ada', customDomain: '  ' })).toEqual({
      ok: true,
      change: { customDomain: null },
    });
  });

  it('refuses a blank name and a domain that is not a bare https host, naming each field', () => {
    const result = checkAccountForm(ada, { name: ' ', customDomain: 'http://maps.ada.dev' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.name).toBe('account.nameRequired');
      expect(result.errors.customDomain).toBe('account.domainErrors.scheme');
    }
    const path = checkAccountForm(ada, { name: 'Ada', customDomain: 'maps.ada.dev/maps' });
    expect(path).toEqual({ ok: false, errors: { customDomain: 'account.domainErrors.path' } });
  });
});
