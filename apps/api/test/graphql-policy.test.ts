import { describe, expect, it } from 'vitest';
import type { GraphqlContext } from '../src/graphql';
import { ADMIN_ONLY, withPolicy } from '../src/graphql/policy';
import { resolvers, type FieldResolver, type ResolverMap } from '../src/graphql/resolvers';
import { ApiError, ErrorCode } from '../src/http/errors';
import type { AuthUser } from '../src/http/types';

const editor: AuthUser = {
  id: 2,
  nickname: 'Li Wei',
  email: 'editor@newsdesk.test',
  roles: ['Normal User'],
  isAdmin: false,
};
const admin: AuthUser = { ...editor, id: 1, roles: ['Admin'], isAdmin: true };
const contextOf = (user: AuthUser) => ({ user }) as unknown as GraphqlContext;

/** Calls a root field's resolver of the guarded maps. */
function call(maps: ResolverMap[], type: 'Query' | 'Mutation', name: string, user: AuthUser) {
  const map = maps.find((m) => typeof (m[type] as Record<string, unknown>)?.[name] === 'function');
  const resolve = (map![type] as Record<string, FieldResolver>)[name]!;
  return () => resolve({} as never, {} as never, contextOf(user), {} as never);
}

describe('GraphQL permission policy', () => {
  it('refuses every admin-only field of the real resolvers to a normal user before it runs', () => {
    const guarded = withPolicy(resolvers);
    for (const type of ['Query', 'Mutation'] as const) {
      for (const name of ADMIN_ONLY[type]) {
        let error: unknown;
        try {
          // Refused before the resolver touches the (absent) database.
          void call(guarded, type, name, editor)();
        } catch (e) {
          error = e;
        }
        expect(error, `${type}.${name}`).toBeInstanceOf(ApiError);
        expect((error as ApiError).code).toBe(ErrorCode.PERMISSION_DENIED);
        expect((error as ApiError).message).toBe('Permission not allowed');
      }
    }
  });

  it('lets an admin through, leaves the other fields alone, and refuses a policy naming no field', () => {
    const maps: ResolverMap[] = [
      { Query: { orders: () => 'orders', tags: () => 'tags' }, Mutation: { save: () => 'saved' } },
    ];
    const policy = { Query: ['orders'], Mutation: [] };
    const guarded = withPolicy(maps, policy);
    expect(call(guarded, 'Query', 'orders', admin)()).toBe('orders');
    expect(call(guarded, 'Query', 'orders', editor)).toThrow('Permission not allowed');
    expect(call(guarded, 'Query', 'tags', editor)()).toBe('tags');
    expect(call(guarded, 'Mutation', 'save', editor)()).toBe('saved');
    expect(() => withPolicy(maps, { Query: ['ordrs'], Mutation: [] })).toThrow(
      'GraphQL policy names unknown fields: Query.ordrs',
    );
  });
});
