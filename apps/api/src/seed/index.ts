import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { ROLE_ADMIN, ROLE_NORMAL } from '../auth/sessions';
import { tags, users } from '../db/schema';
import type { AppContext } from '../http/types';
import { seedArticleRelations } from './articleRelations';
import { seedCalendars } from './calendar';
import { seedContent } from './content';
import { seedData } from './data';
import { seedDemo } from './demo';
import { seedOpsSettings } from './opsettings';
import { seedDesk } from './desk';
import { seedLibrary } from './library';
import { seedAi } from '../ai/seed';

/** The demo accounts the README states. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@newsdesk.test',
    password: 'newsdesk-admin',
    nickname: '王编辑',
    roles: [ROLE_ADMIN],
  },
  editor: {
    email: 'editor@newsdesk.test',
    password: 'newsdesk-editor',
    nickname: 'Li Wei',
    roles: [ROLE_NORMAL],
  },
};

/** Seeds the demo data into an empty database (the first start); does nothing otherwise. */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  const [{ count }] = (await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
    { count: number },
  ];
  if (count > 0) return false;
  const started = ctx.now();
  await seedBase(ctx);
  await seedContent(ctx, ctx.config.seedArticles);
  await seedDemo(ctx);
  await seedArticleRelations(ctx);
  await seedLibrary(ctx);
  await seedDesk(ctx);
  await seedCalendars(ctx);
  await seedData(ctx);
  await seedOpsSettings(ctx);
  await seedAi(ctx);
  ctx.counts.clear();
  ctx.log.info({ ms: Date.now() - started }, 'seeded demo data');
  return true;
}

/** What every database needs: the matrix tag (id 0) and the two demo staff accounts. */
export async function seedBase(ctx: AppContext) {
  const now = ctx.now();
  await ctx.db
    .insert(tags)
    .overridingSystemValue()
    .values({
      id: 0,
      name: 'matrix',
      description: 'Internal matrix tag',
      status: 'published',
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing();
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await ctx.db
      .insert(users)
      .values({
        email: account.email,
        nickname: account.nickname,
        password_hash: await hashPassword(account.password),
        roles: account.roles,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing();
  }
}
