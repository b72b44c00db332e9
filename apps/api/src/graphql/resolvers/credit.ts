import type { GraphqlContext } from '..';
import { internalUnsubscribe, listExpenses, setExpense } from '../../services/credit';
import { idOf } from '../util';
import type { ResolverMap } from '.';

export const creditResolvers: ResolverMap = {
  Query: {
    credit_expense: (_: unknown, a: { kind?: string | null }, { ctx }: GraphqlContext) =>
      listExpenses(ctx, a.kind),
  },
  Mutation: {
    creditSetExpense: (
      _: unknown,
      a: { kind: string; amount: number; version?: number | null },
      { ctx }: GraphqlContext,
    ) => setExpense(ctx, a.kind, a.amount, a.version),
    creditInternalUnsubscribe: (
      _: unknown,
      a: { plan: string; user_id: string | number; version: number },
      { ctx }: GraphqlContext,
    ) => internalUnsubscribe(ctx, a.plan, idOf(a.user_id, 'user_id', 'User not found'), a.version),
  },
};
