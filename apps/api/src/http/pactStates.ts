import type { FastifyInstance } from 'fastify';
import type { AppContext } from './types';

/** Where the provider-states endpoint answers (documented in contracts/provider-states.md). */
export const PACT_STATES_PATH = '/_pact/states';

interface StateChange {
  state?: unknown;
  params?: unknown;
  action?: unknown;
}

/**
 * `POST /_pact/states`: sets up one provider state of the pacts, as any server under verification
 * must (`pnpm verify:provider --states-url ...`). Body `{ "state": name, "params": {...},
 * "action": "setup" | "teardown" }`; the answer is the JSON object of values the pact injects
 * (`fromProviderState`), `{}` when there are none. An unknown state is a 400 that names it.
 *
 * Registered only when the server runs in test mode (`PACT_STATES=enabled`, refused in production by
 * `loadConfig`): it writes data without a token. The state setups are test fixtures and load only then.
 */
export async function registerPactStates(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { allProviderStates } = await import('../../test/provider/registry');
  app.post(PACT_STATES_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as StateChange;
    const state = typeof body.state === 'string' ? body.state : '';
    const action = body.action ?? 'setup';
    const params =
      body.params && typeof body.params === 'object' && !Array.isArray(body.params)
        ? (body.params as Record<string, unknown>)
        : {};
    if (action !== 'setup' && action !== 'teardown') {
      return reply
        .code(400)
        .send({ error: `Unknown action "${String(action)}": setup or teardown` });
    }
    const setup = allProviderStates[state];
    if (!setup) return reply.code(400).send({ error: `Unknown provider state "${state}"` });
    // Every state adds its own rows: there is nothing to undo on teardown.
    if (action === 'teardown') return {};
    return (await setup(ctx, params)) ?? {};
  });
}
