import { gql } from '@newsdesk/api-client';
import { useCallback } from 'react';
import { useGraphqlQuery } from './graphql';
import { mutate } from './sources';

/**
 * The AI domain (operations §2 "ai/credit", §3 Credit expense): the credit price of each paid AI
 * feature (`ai_summary`, …), read and set through the credit calls.
 */
export type CreditExpense = gql.CreditExpenseQuery['credit_expense'][number];

export function useCreditExpenses() {
  const read = useGraphqlQuery(gql.CreditExpenseDocument, {});
  return { ...read, rows: read.data?.credit_expense };
}

/** Sets a price: `version` of an existing kind, none for a new kind. */
export function useSetCreditExpense() {
  return useCallback(
    async (kind: string, amount: number, version: number | undefined) =>
      (
        await mutate(
          gql.CreditSetExpenseDocument,
          { kind, amount, ...(version !== undefined ? { version } : {}) },
          ['CreditExpense'],
        )
      ).creditSetExpense,
    [],
  );
}
