import { validateAuthForm } from './authValidation';

describe('validateAuthForm', () => {
  it('accepts a complete sign-up', () => {
    expect(
      validateAuthForm('signup', { name: 'Ada', email: 'ada@example.com', password: '12345678' }),
    ).toEqual({});
  });

  it('names each missing or bad field', () => {
    expect(validateAuthForm('signup', { name: ' ', email: 'ada', password: 'short' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      password: 'passwordTooShort',
    });
  });

  it('does not ask for a name or a long password to sign in', () => {
    expect(validateAuthForm('signin', { name: '', email: 'ada@example.com', password: 'x' })).toEqual({});
    expect(validateAuthForm('signin', { name: '', email: 'ada@example.com', password: '' })).toEqual({
      password: 'passwordRequired',
    });
  });
});
