import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedAi } from '../src/ai/seed';
import { articles, creditAccounts, creditExpenses, reports, users } from '../src/db/schema';
import { readEvents, startFakeProvider, type FakeProvider } from './ai-fake-provider';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let editor: string;
let fake: FakeProvider;
let editorId: number;
let articleId: number;

beforeAll(async () => {
  server = await startTestServer();
  await seedAi(server.ctx);
  const now = server.clock.now;
  await server.ctx.db
    .insert(creditExpenses)
    .values({ kind: 'ai_summary', price: 5, created_at: now, updated_at: now, version: 1 });
  [{ id: articleId }] = (await server.ctx.db
    .insert(articles)
    .values({
      title: '美联储维持利率不变，市场关注年内降息路径',
      body: '<p>美联储周三宣布维持联邦基金利率目标区间不变。</p><p>市场&amp;投资者关注点阵图。</p>',
      display_time: now,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: articles.id })) as [{ id: number }];
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
  const [row] = await server.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'editor@newsdesk.test'));
  editorId = row!.id;
  fake = await startFakeProvider();
});
afterAll(async () => {
  await fake.close();
  await server.cleanup();
});
afterEach(() => {
  delete process.env.AI_BASE_URL;
  delete process.env.AI_API_KEY;
  delete process.env.AI_MODEL;
  delete process.env.AI_TIMEOUT_MS;
  delete process.env.AI_MAX_CHARS;
  fake.chunks = [];
  fake.failStatus = null;
  fake.delayMs = 5;
});

const useFake = (extra: Record<string, string> = {}) => {
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_API_KEY = 'test-key';
  process.env.AI_MODEL = 'fake-model';
  Object.assign(process.env, extra);
};

const post = (path: string, body: unknown, token: string | null = editor, signal?: AbortSignal) =>
  fetch(server.mainUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Token': token } : {}) },
    body: JSON.stringify(body),
    signal,
  });

const balanceOf = async (userId: number) =>
  (
    await server.ctx.db
      .select({ amount: creditAccounts.amount })
      .from(creditAccounts)
      .where(eq(creditAccounts.user_id, userId))
  )[0]!.amount;

const setBalance = (userId: number, amount: number) =>
  server.ctx.db.update(creditAccounts).set({ amount }).where(eq(creditAccounts.user_id, userId));

async function newTemplate(name: string, template = '写一篇关于{{topic}}的{{ style }}短文') {
  const res = await server.call('POST', '/v1/admin/ai/templates', {
    token: editor,
    body: {
      name,
      system_prompt: '你是财经编辑。',
      user_prompt_template: template,
      common_prompts: ['语气客观'],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; version: number; variables: string[] };
}

describe('AI prompt templates (designed here)', () => {
  it('creates with derived variables, lists by name, refuses duplicates and bad placeholders', async () => {
    const created = await newTemplate('Alpha brief');
    expect(created).toMatchObject({ version: 1, variables: ['topic', 'style'], model: '' });
    const dup = await server.call('POST', '/v1/admin/ai/templates', {
      token: admin,
      body: { name: 'alpha BRIEF', user_prompt_template: 'x' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      code: 40010,
      message: 'A template with this name already exists',
    });
    const bad = await server.call('POST', '/v1/admin/ai/templates', {
      token: editor,
      body: { name: 'Broken', user_prompt_template: 'About {{topic} today' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('user_prompt_template: Variables are written {{name}}');
    const empty = await server.call('POST', '/v1/admin/ai/templates', {
      token: editor,
      body: { name: '   ', user_prompt_template: 'x' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('name: This is a required field');
    const list = await server.call('GET', '/v1/admin/ai/templates', { token: editor });
    expect(list.status).toBe(200);
    const names = (list.body.data.items as { name: string }[]).map((t) => t.name);
    expect(names).toContain('Alpha brief');
    expect(names).not.toContain('Broken');
    expect(list.body.data.total).toBe(names.length);
    const unauth = await server.call('GET', '/v1/admin/ai/templates', { token: null });
    expect(unauth.status).toBe(401);
  });

  it('updates and deletes at the version read; a stale version changes nothing', async () => {
    const t = await newTemplate('Beta brief');
    const path = `/v1/admin/ai/templates/${t.id}`;
    const noVersion = await server.call('PUT', path, {
      token: editor,
      body: { name: 'Beta brief', user_prompt_template: 'x' },
    });
    expect(noVersion.body.message).toBe('version: This is a required field');
    const updated = await server.call('PUT', path, {
      token: editor,
      body: {
        name: 'Beta brief 2',
        model: 'gpt-4o',
        user_prompt_template: '{{company}}',
        version: 1,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      version: 2,
      model: 'gpt-4o',
      variables: ['company'],
    });
    const stale = await server.call('PUT', path, {
      token: admin,
      body: { name: 'Beta brief 3', user_prompt_template: 'x', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 40009,
      message: 'This record was changed by someone else',
      data: { current_version: 2, current: { name: 'Beta brief 2' } },
    });
    expect((await server.call('DELETE', `${path}?version=1`, { token: editor })).status).toBe(409);
    expect((await server.call('DELETE', `${path}?version=2`, { token: editor })).status).toBe(200);
    const gone = await server.call('GET', path, { token: editor });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Template not found');
  });
});

describe('AI generations (designed here)', () => {
  it('without a provider: status says so and generations answer "no AI provider configured"', async () => {
    const status = await server.call('GET', '/v1/admin/ai/status', { token: editor });
    expect(status.body.data).toMatchObject({
      configured: false,
      model: null,
      prices: { ai_content: 10, ai_summary: 5 },
    });
    const t = await newTemplate('No provider');
    const res = await post('/v1/admin/ai/generate', {
      template_id: t.id,
      variables: { topic: 'x' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 40022, message: 'no AI provider configured' });
    const sum = await post('/v1/admin/ai/summarize', { article_id: articleId });
    expect(sum.status).toBe(422);
    expect(fake.requests).toHaveLength(0);
  });

  it('streams a draft from the filled template, charges ai_content once', async () => {
    useFake();
    await setBalance(editorId, 100);
    fake.chunks = ['<h1>美联储', '按兵不动</h1>', '<p>正文。</p>'];
    const status = await server.call('GET', '/v1/admin/ai/status', { token: editor });
    expect(status.body.data).toMatchObject({ configured: true, model: 'fake-model', balance: 100 });
    const t = await newTemplate('Streamed');
    const res = await post('/v1/admin/ai/generate', {
      template_id: t.id,
      variables: { topic: '美联储议息', style: '简洁' },
      extra_prompts: ['语气客观'],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(res);
    expect(events[0]).toEqual({
      event: 'meta',
      data: { model: 'fake-model', cost: 10, balance: 90 },
    });
    expect(
      events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join(''),
    ).toBe('<h1>美联储按兵不动</h1><p>正文。</p>');
    expect(events.at(-1)).toEqual({ event: 'done', data: { truncated: false } });
    expect(await balanceOf(editorId)).toBe(90);
    const sent = fake.requests.at(-1)!;
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.messages[0]!.content).toMatch(/^你是财经编辑。/);
    expect(sent.body.messages[1]!.content).toBe('写一篇关于美联储议息的简洁短文\n\n语气客观');
  });

  it('refuses a missing variable, a short balance and a failing provider without charging', async () => {
    useFake();
    const t = await newTemplate('Refusals');
    const before = fake.requests.length;
    const missing = await post('/v1/admin/ai/generate', {
      template_id: t.id,
      variables: { topic: 'x' },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('variables.style: This is a required field');
    await setBalance(editorId, 3);
    const poor = await post('/v1/admin/ai/generate', {
      template_id: t.id,
      variables: { topic: 'x', style: 'y' },
    });
    expect(poor.status).toBe(422);
    expect((await poor.json()).message).toBe(
      'Not enough credit: this costs 10 credits and you have 3',
    );
    expect(fake.requests.length).toBe(before);
    await setBalance(editorId, 50);
    fake.failStatus = 500;
    const failed = await post('/v1/admin/ai/generate', {
      template_id: t.id,
      variables: { topic: 'x', style: 'y' },
    });
    expect(failed.status).toBe(422);
    expect((await failed.json()).message).toBe('The AI provider failed: HTTP 500 model overloaded');
    expect(await balanceOf(editorId)).toBe(50);
    const notFound = await post('/v1/admin/ai/generate', { template_id: 99999, variables: {} });
    expect(notFound.status).toBe(404);
  });

  it('caps the streamed size and times out', async () => {
    useFake({ AI_MAX_CHARS: '12' });
    await setBalance(editorId, 100);
    const t = await newTemplate('Caps', 'Only {{topic}}');
    fake.chunks = ['<p>12345', '67890', 'abcdef</p>', 'never'];
    const capped = await readEvents(
      await post('/v1/admin/ai/generate', { template_id: t.id, variables: { topic: 'x' } }),
    );
    const text = capped
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(text).toBe('<p>123456789');
    expect(capped.at(-1)).toEqual({ event: 'done', data: { truncated: true } });

    process.env.AI_MAX_CHARS = '20000';
    process.env.AI_TIMEOUT_MS = '150';
    fake.delayMs = 100;
    fake.chunks = ['one ', 'two ', 'three ', 'four '];
    const slow = await readEvents(
      await post('/v1/admin/ai/generate', { template_id: t.id, variables: { topic: 'x' } }),
    );
    expect(slow.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The AI provider failed: timed out' },
    });
    expect(slow.filter((e) => e.event === 'delta').length).toBeLessThan(4);
  });

  it('a caller that stops closes the provider request', async () => {
    useFake();
    await setBalance(editorId, 100);
    const t = await newTemplate('Stop', 'Only {{topic}}');
    fake.delayMs = 60;
    fake.chunks = Array.from({ length: 30 }, (_, i) => `<p>${i}</p>`);
    const abort = new AbortController();
    const res = await post(
      '/v1/admin/ai/generate',
      { template_id: t.id, variables: { topic: 'x' } },
      editor,
      abort.signal,
    );
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: meta');
    abort.abort();
    await expect.poll(() => fake.aborted, { timeout: 3000 }).toBeGreaterThan(0);
  });

  it('summarizes an article at the ai_summary price; 404 for a missing article', async () => {
    useFake();
    await setBalance(editorId, 20);
    fake.chunks = ['美联储维持利率', '不变。'];
    const res = await post('/v1/admin/ai/summarize', {
      article_id: articleId,
      instruction: '一句话',
    });
    const events = await readEvents(res);
    expect(events[0]!.data).toMatchObject({ cost: 5, balance: 15 });
    expect(events.at(-1)!.event).toBe('done');
    const sent = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(sent).toContain('Title: 美联储维持利率不变');
    expect(sent).toContain('市场&投资者关注点阵图。');
    expect(sent).not.toContain('<p>');
    expect(sent.endsWith('一句话')).toBe(true);
    const missing = await post('/v1/admin/ai/summarize', { article_id: 999999 });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Article not found');
  });

  it('summarizes a report (its summary and Markdown as text) at the ai_summary price; refuses a missing, deleted or empty report, neither and both', async () => {
    useFake();
    await setBalance(editorId, 20);
    const now = server.clock.now;
    const report = (values: Partial<typeof reports.$inferInsert>) =>
      server.ctx.db
        .insert(reports)
        .values({
          title: '2026 年宏观展望',
          url: 'outlook.pdf',
          extension: 'pdf',
          display_time: now,
          created_at: now,
          updated_at: now,
          ...values,
        })
        .returning({ id: reports.id })
        .then((rows) => rows[0]!.id);
    const reportId = await report({
      summary: '全年增速预计 5%。',
      markdown: '## 结论\n\n- **出口**放缓\n- 消费[回暖](https://example.test/x)',
    });
    fake.chunks = ['增速 5%，', '出口放缓。'];
    const res = await post('/v1/admin/ai/summarize', { report_id: reportId });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    expect(events[0]!.data).toMatchObject({ cost: 5, balance: 15 });
    expect(events.at(-1)!.event).toBe('done');
    const sent = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(sent).toContain('Title: 2026 年宏观展望');
    expect(sent).toContain('全年增速预计 5%。');
    expect(sent).toContain('出口放缓');
    expect(sent).toContain('消费回暖');
    expect(sent).not.toMatch(/##|\*\*|\]\(/);

    const refused = async (body: unknown, status: number, message: string) => {
      const r = await post('/v1/admin/ai/summarize', body);
      expect(r.status).toBe(status);
      expect((await r.json()).message).toBe(message);
    };
    await refused({ report_id: 999999 }, 404, 'Report not found');
    await refused(
      { report_id: await report({ status: 'deleted', summary: 'x' }) },
      404,
      'Report not found',
    );
    await refused(
      { report_id: await report({ summary: ' ', markdown: null }) },
      422,
      'The report has no text to summarize',
    );
    await refused({ instruction: 'short' }, 400, 'article_id: This is a required field');
    await refused(
      { article_id: articleId, report_id: reportId },
      400,
      'report_id: Give either article_id or report_id',
    );
    // Nothing of the refused ones was charged.
    expect(await balanceOf(editorId)).toBe(15);
  });
});
