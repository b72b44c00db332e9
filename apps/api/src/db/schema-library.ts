import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The library area (#11): coupons, for the coupon selection panel (content §2). The spec names the
 * panel but no coupon call; the contract (`GET /v1/admin/coupons`) is designed here.
 * Money in integer cents, times in ms, `version` as on every record.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** Amount taken off, in cents. */
    discount: integer('discount').notNull(),
    /** Least order amount the coupon applies to, in cents (0: any). */
    threshold: integer('threshold').notNull().default(0),
    starts_at: bigint('starts_at', { mode: 'number' }).notNull(),
    expires_at: bigint('expires_at', { mode: 'number' }).notNull(),
    /** active | disabled (expiry is read from `expires_at`). */
    status: text('status').notNull().default('active'),
    created_at: bigint('created_at', { mode: 'number' }).notNull(),
    updated_at: bigint('updated_at', { mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('coupons_created_idx').on(t.created_at, t.id),
    index('coupons_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
