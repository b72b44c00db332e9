import { authorize, ROLE_ADMIN } from '../auth/sessions';
import type { GraphqlContext } from '.';
import type { FieldResolver, ResolverMap } from './resolvers';

/**
 * The permission policy of GraphQL (graphql/schema/base.graphql, "Roles"): the root fields only an
 * Admin may run. Every other operation is open to every staff role, as in REST's `x-roles`.
 */
export const ADMIN_ONLY: Readonly<Record<'Query' | 'Mutation', readonly string[]>> = {
  Query: ['orders', 'order_statistics', 'skus'],
  Mutation: [
    'creditSetExpense',
    'creditInternalUnsubscribe',
    'createExternalSource',
    'updateExternalSource',
    'createExternalSourceGroup',
    'updateExternalSourceGroup',
    'createExternalItem',
    'updateExternalItem',
    'addPrivilegeToAccount',
  ],
};

/** The resolver maps with the admin-only root fields checking the role before anything else. */
export function withPolicy(
  maps: readonly ResolverMap[],
  policy: Readonly<Record<'Query' | 'Mutation', readonly string[]>> = ADMIN_ONLY,
): ResolverMap[] {
  const unguarded = new Set(
    Object.entries(policy).flatMap(([t, ns]) => ns.map((n) => `${t}.${n}`)),
  );
  const out = maps.map((map) => {
    const copy: ResolverMap = { ...map };
    for (const type of ['Query', 'Mutation'] as const) {
      const fields = map[type];
      // A root type's map is a plain object of resolvers (never a scalar).
      if (!fields || 'serialize' in fields) continue;
      const guarded: Record<string, FieldResolver | string | number> = { ...fields };
      for (const name of policy[type]) {
        const resolve = guarded[name];
        if (typeof resolve !== 'function') continue;
        guarded[name] = ((parent, args, context: GraphqlContext, info) => {
          authorize(context.user, [ROLE_ADMIN]);
          return resolve(parent, args, context, info);
        }) as FieldResolver;
        unguarded.delete(`${type}.${name}`);
      }
      copy[type] = guarded;
    }
    return copy;
  });
  // A name in the policy that no resolver defines is a typo that would leave a field open.
  if (unguarded.size)
    throw new Error(`GraphQL policy names unknown fields: ${[...unguarded].join(', ')}`);
  return out;
}
