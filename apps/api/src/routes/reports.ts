import type { MainHandlers } from '../http/types';
import { createReport, deleteReport, updateReport } from '../services/reports';

/** Report writes (designed here, content §2 /content/report); reports are read through GraphQL. */
export const reportHandlers = {
  createReport: ({ ctx, user, body }) => createReport(ctx, user.id, body),
  updateReport: ({ ctx, params, body }) => updateReport(ctx, params.id, body),
  deleteReport: ({ ctx, params, query }) => deleteReport(ctx, params.id, query.version),
} satisfies MainHandlers;
