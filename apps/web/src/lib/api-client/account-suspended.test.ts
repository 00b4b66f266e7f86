import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@afrinest/contract';
import { createSafeStore } from '../storage';
import { makeClient, memoryBackend } from './testing/harness';
import { startTestServer, type Reply, type TestServer } from './testing/http-test-server';
import { createSuspensionNotice } from './suspension-notice';
import { suspensionNotice } from './suspension-notice';

let server: TestServer;
afterEach(() => {
  suspensionNotice.clear();
  return server.close();
});

const suspended: Reply = {
  status: 403,
  body: {
    error: {
      code: 'ACCOUNT_SUSPENDED',
      message:
        'Your account has been suspended. Reason: Fake listings. Contact us if you think this is a mistake.',
      details: { reason: 'Fake listings' },
    },
  },
};

describe('403 ACCOUNT_SUSPENDED', () => {
  it('ends the session and takes the user to the page that says why, keeping the message', async () => {
    server = await startTestServer({ 'GET /website-state': () => suspended });
    const { client, storage, backend, navigate } = makeClient(server.url);
    storage.setToken('tok-1');

    const error = await client.get('/website-state').catch((e: unknown) => e);

    expect((error as { response: { status: number } }).response.status).toBe(403);
    expect(backend.data.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/account-suspended');
    expect(suspensionNotice.read()).toBe(
      'Your account has been suspended. Reason: Fake listings. Contact us if you think this is a mistake.',
    );
  });

  it('stays put on the sign-in call, whose form shows the message, and on the page itself', async () => {
    server = await startTestServer({
      'POST /api/auth/login': () => suspended,
      'GET /api/users/profile': () => suspended,
    });
    const signIn = makeClient(server.url);
    await signIn.client.post('/api/auth/login', {}).catch(() => undefined);
    expect(signIn.navigate).not.toHaveBeenCalled();

    const onPage = makeClient(server.url, { path: '/account-suspended?from=poll' });
    onPage.storage.setToken('tok-2');
    await onPage.client.get('/api/users/profile').catch(() => undefined);
    expect(onPage.navigate).not.toHaveBeenCalled();
    expect(onPage.storage.getToken()).toBeNull();
  });

  it('leaves any other 403 alone', async () => {
    server = await startTestServer({
      'GET /api/admin/users': () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } },
      }),
    });
    const { client, storage, navigate } = makeClient(server.url);
    storage.setToken('tok-3');
    await client.get('/api/admin/users').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.getToken()).toBe('tok-3');
  });

  it('keeps the notice in the given store', () => {
    const backend = memoryBackend();
    const notice = createSuspensionNotice(createSafeStore(() => backend));
    notice.save('Suspended.');
    expect(notice.read()).toBe('Suspended.');
    notice.clear();
    expect(notice.read()).toBeNull();
  });
});
