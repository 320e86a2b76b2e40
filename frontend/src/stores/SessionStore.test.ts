import { ApiError } from '../api/ApiError';
import type { User } from '../api/authApi';
import { SessionStore } from './SessionStore';

const ada: User = { email: 'ada@example.com', name: 'Ada', credits: 100 };

function auth(overrides: Partial<ConstructorParameters<typeof SessionStore>[0]> = {}) {
  return {
    session: jest.fn().mockResolvedValue(ada),
    signIn: jest.fn().mockResolvedValue(ada),
    signUp: jest.fn().mockResolvedValue(ada),
    signOut: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

describe('SessionStore', () => {
  it('starts unknown and becomes signed in when the server knows the session', async () => {
    const session = new SessionStore(auth());
    expect(session.status).toBe('unknown');
    await session.load();
    expect(session.status).toBe('signedIn');
    expect(session.user).toEqual(ada);
  });

  it('becomes signed out when the server knows no session', async () => {
    const session = new SessionStore(auth({ session: jest.fn().mockResolvedValue(null) }));
    await session.load();
    expect(session.status).toBe('signedOut');
    expect(session.user).toBeNull();
  });

  it('is signed out but rethrows when the check itself failed', async () => {
    const session = new SessionStore(
      auth({ session: jest.fn().mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'x')) }),
    );
    await expect(session.load()).rejects.toThrow('x');
    expect(session.status).toBe('signedOut');
  });

  it('signs in and up, and passes refusals to the caller', async () => {
    const api = auth({
      signIn: jest.fn().mockRejectedValue(new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong')),
    });
    const session = new SessionStore(api);
    await expect(session.signIn({ email: 'ada@example.com', password: 'bad' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(session.user).toBeNull();
    await session.signUp({ name: 'Ada', email: 'ada@example.com', password: 'password1' });
    expect(api.signUp).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', password: 'password1' });
    expect(session.status).toBe('signedIn');
  });

  it('forgets the user on sign out even when the server call fails', async () => {
    const session = new SessionStore(auth({ signOut: jest.fn().mockRejectedValue(new Error('offline')) }));
    await session.load();
    await expect(session.signOut()).rejects.toThrow('offline');
    expect(session.status).toBe('signedOut');
  });
});
