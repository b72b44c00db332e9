import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer } from './harness';

describe('the provider-states test mode', () => {
  it('is off unless PACT_STATES=enabled, and refused in production', () => {
    expect(loadConfig({}).pactStates).toBe(false);
    expect(loadConfig({ PACT_STATES: 'enabled' }).pactStates).toBe(true);
    expect(() => loadConfig({ PACT_STATES: 'enabled', NODE_ENV: 'production' })).toThrow(
      /cannot run with NODE_ENV=production/,
    );
  });

  it('serves no states endpoint when off', async () => {
    const server = await startTestServer();
    try {
      const res = await fetch(`${server.mainUrl}/_pact/states`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: 'an admin is signed in', action: 'setup' }),
      });
      expect(res.status).toBe(404);
    } finally {
      await server.cleanup();
    }
  });
});
