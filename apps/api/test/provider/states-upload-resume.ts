import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../src/auth/tokens';
import { uploadTokens, users } from '../../src/db/schema';
import { MAX_UPLOAD_BYTES } from '../../src/http/server';
import { DEMO_ACCOUNTS } from '../../src/seed';
import type { StateSetup } from './states';

/**
 * Provider states of the resumed uploads (designed here): an upload token of the editor's for a
 * key, and the first bytes of that key's upload held by the store, as a cut-off upload leaves them.
 */
export const uploadResumeStates: Record<string, StateSetup> = {
  'an upload was cut off': async (ctx, params) => {
    const token = String(params.token);
    const key = String(params.key);
    const [editor] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.editor.email));
    await ctx.db.delete(uploadTokens).where(eq(uploadTokens.token_hash, hashToken(token)));
    await ctx.db.insert(uploadTokens).values({
      token_hash: hashToken(token),
      key,
      bucket: 'media',
      user_id: editor!.id,
      original_name: 'chart.svg',
      expires_at: ctx.now() + 3_600_000,
    });
    await ctx.storage.appendPartial(
      key,
      Readable.from([Buffer.from(String(params.held))]),
      0,
      MAX_UPLOAD_BYTES,
    );
    return undefined;
  },
};
