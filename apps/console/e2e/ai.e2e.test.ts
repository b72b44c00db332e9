import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../../api/test/ai-fake-provider';
import { DEMO, newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * AI content and AI summaries (issues #15 and #19, operations §2 ai/content, §3 AI content) against
 * the reference server on the demo data, with a local fake OpenAI-compatible provider (never the
 * network): the templates (create, edit, delete), a draft streamed into the editor and saved as a
 * draft article opened in the article editor, Stop keeping what arrived, a provider failure shown
 * as the server words it, and a summary of an article or of a report picked in its selection
 * panel, applied as its summary (the report's through the report update call, versioned).
 */

let stack: Stack;
let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
  stack = await startStack({
    port: Number(process.env.E2E_PORT ?? 4701),
    serverEnv: { AI_BASE_URL: fake.url, AI_MODEL: 'fake-model' },
  });
});
afterAll(async () => {
  await stack?.stop();
  await fake?.close();
});

async function signedIn(path: string, lang: 'en' | 'zh' = 'en') {
  const { page, context } = await newPage(stack);
  await context.addInitScript(
    (locale) => window.localStorage.setItem('locale', JSON.stringify(locale)),
    lang === 'en' ? 'en' : 'zh-CN',
  );
  await page.goto(path);
  await signIn(page, 'editor', lang);
  await page.waitForURL((u) => u.pathname === new URL(path, 'http://x').pathname);
  return { page, context };
}

describe('AI content', () => {
  it('creates, edits and deletes a prompt template; bad placeholders are refused', async () => {
    const { page, context } = await signedIn('/content/ai/content?tab=templates');
    await page.getByRole('heading', { level: 1, name: 'AI content' }).waitFor();
    await tableRows(page).filter({ hasText: '市场快讯' }).waitFor();

    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E sector brief');
    const template = dialog.getByRole('textbox', { name: /^User prompt template/ });
    await template.fill('Brief on {{sector} today');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Variables are written {{name}}').waitFor();
    await template.fill('Brief on the {{sector}} sector for {{reader}}');
    await dialog.getByText('reader', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'saved' }).first().waitFor();
    const row = tableRows(page).filter({ hasText: 'E2E sector brief' });
    await row.waitFor();
    expect(await row.textContent()).toContain('sector');

    await page.getByRole('button', { name: 'Edit E2E sector brief' }).click();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E sector brief 2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await tableRows(page).filter({ hasText: 'E2E sector brief 2' }).waitFor();

    await page.getByRole('button', { name: 'Delete E2E sector brief 2' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    // The server's answer, not only the row gone (a list refetching shows no rows for a moment).
    await toasts(page).filter({ hasText: 'deleted' }).first().waitFor();
    await expect
      .poll(() => tableRows(page).filter({ hasText: 'E2E sector brief' }).count())
      .toBe(0);
    await context.close();
  });

  it('streams a draft into the editor, saves it as a draft article and opens it', async () => {
    fake.delayMs = 150;
    fake.chunks = [
      '<h1>Fed holds rates steady as markets ',
      'eye cuts</h1>',
      '<p>The Federal Reserve left its policy rate unchanged on Wednesday.</p>',
      '<p>Markets now price two cuts next year.</p>',
    ];
    const { page, context } = await signedIn('/content/ai/content');
    await page.getByText('Costs 10 credits; you have').waitFor();
    await page.getByRole('combobox', { name: /^Template/ }).click();
    await page.getByRole('option', { name: 'Earnings brief' }).click();
    await page.getByRole('textbox', { name: /^company/ }).fill('Kweichow Moutai');
    await page.getByRole('textbox', { name: /^quarter/ }).fill('Q3 2026');
    await page.getByRole('checkbox', { name: 'Keep it under 400 words' }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('status').filter({ hasText: 'Generating…' }).waitFor();
    // The text arrives in the editor while it streams.
    const editor = page.getByRole('textbox', { name: 'Draft' });
    await editor.getByText('The Federal Reserve left').waitFor();
    await page.getByRole('status').filter({ hasText: 'Done (10 credits used)' }).waitFor();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect.poll(() => title.inputValue()).toBe('Fed holds rates steady as markets eye cuts');
    const sent = fake.requests.at(-1)!.body;
    expect(sent.model).toBe('fake-model');
    expect(sent.messages[1]!.content).toContain('Kweichow Moutai for Q3 2026');
    expect(sent.messages[1]!.content).toContain('Keep it under 400 words');

    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Edited by hand.');
    await page.getByRole('button', { name: 'Save as draft article' }).click();
    await page.waitForURL((u) => /^\/content\/article\/\d+$/.test(u.pathname));
    await expect
      .poll(() =>
        page
          .getByRole('textbox', { name: /^Title/ })
          .first()
          .inputValue(),
      )
      .toBe('Fed holds rates steady as markets eye cuts');
    await page.getByText('Edited by hand.').waitFor();
    await context.close();
  });

  it('Stop keeps what arrived; a provider failure is shown as the server words it', async () => {
    fake.delayMs = 400;
    fake.chunks = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i + 1}.</p>`);
    const { page, context } = await signedIn('/content/ai/content');
    // The template by name: which one a new form starts on is not this test's subject (a rehearsal
    // found the form on another template, its fields not these).
    await page.getByRole('combobox', { name: /^Template/ }).click();
    await page.getByRole('option', { name: 'Earnings brief' }).click();
    await page.getByRole('textbox', { name: /^company/ }).fill('CATL');
    await page.getByRole('textbox', { name: /^quarter/ }).fill('Q2');
    await page.getByRole('button', { name: 'Generate' }).click();
    const editor = page.getByRole('textbox', { name: 'Draft' });
    await editor.getByText('Paragraph 2.').waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('status').filter({ hasText: 'Stopped; what arrived is kept' }).waitFor();
    await expect.poll(() => fake.aborted).toBeGreaterThan(0);
    await editor.getByText('Paragraph 1.').waitFor();
    expect(await editor.getByText('Paragraph 40.').count()).toBe(0);

    fake.failStatus = 500;
    await page.getByRole('button', { name: 'Generate' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The AI provider failed: HTTP 500 model overloaded' })
      .waitFor();
    fake.failStatus = null;
    await context.close();
  });

  it('summarizes an article picked in the selection panel and applies it (in Chinese)', async () => {
    fake.delayMs = 50;
    fake.chunks = ['这是一段', '由模型生成的摘要。'];
    const { page, context } = await signedIn('/content/ai/content?tab=summary', 'zh');
    await page.getByText('每次消耗 5 积分').waitFor();
    await page.getByRole('button', { name: '选择文章' }).click();
    const panel = page.getByRole('dialog', { name: '选择文章' });
    const first = panel.getByRole('listitem').first();
    await first.waitFor();
    await first.click();
    await panel.getByRole('button', { name: '选择', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: '生成摘要' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: '生成摘要' }).click();
    const output = page.getByRole('textbox', { name: /^摘要/ });
    await expect.poll(() => output.inputValue()).toBe('这是一段由模型生成的摘要。');
    await page.getByRole('button', { name: '设为文章摘要' }).click();
    await toasts(page).filter({ hasText: '已保存' }).first().waitFor();
    await context.close();
  });

  it("summarizes a report picked in the report panel and applies it as the report's summary", async () => {
    fake.delayMs = 20;
    fake.chunks = ['Growth recovers; ', 'policy stays steady.'];
    const { page, context } = await signedIn('/content/ai/content?tab=summary');
    await page.getByText('Costs 5 credits; you have').waitFor();
    await page.getByRole('button', { name: 'Choose a report' }).click();
    const panel = page.getByRole('dialog', { name: 'Select a report' });
    const first = panel.getByRole('listitem').first();
    await first.waitFor();
    await first.click();
    await panel.getByRole('button', { name: 'Select', exact: true }).click();
    const picked = page.getByText(/^Report: /);
    await picked.waitFor();
    const title = (await picked.textContent())!.replace(/^Report: /, '');
    await page.getByRole('button', { name: 'Summarize' }).click();
    const output = page.getByRole('textbox', { name: /^Summary/ });
    await expect.poll(() => output.inputValue()).toBe('Growth recovers; policy stays steady.');
    // The provider was given the report's text (its Markdown without the marks), not an article.
    const sent = fake.requests.at(-1)!.body.messages[1]!.content;
    expect(sent).toContain('核心观点');
    expect(sent).not.toContain('## ');
    await output.fill('Growth recovers; policy stays steady. (edited)');
    await page.getByRole('button', { name: "Use as the report's summary" }).click();
    await toasts(page).filter({ hasText: 'saved' }).first().waitFor();

    // The report now has that summary, at a new version.
    const login = await fetch(`${stack.url}/v1/admin/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const graphql = async <T>(query: string, variables: Record<string, unknown>) => {
      const res = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Token': token },
        body: JSON.stringify({ query, variables }),
      });
      return ((await res.json()) as { data: T }).data;
    };
    const list = await graphql<{ contentList: { nodes: { raw_id: string; title: string }[] } }>(
      'query($kw: String) { contentList(kinds: [REPORT], status: [DRAFT, PUBLISHED], kw: $kw, first: 50) { nodes { raw_id title } } }',
      { kw: title },
    );
    const id = list.contentList.nodes.find((n) => n.title === title)!.raw_id;
    const detail = await graphql<{
      contentDetail: { content: { detail: { summary: string | null; version: number } } };
    }>(
      'query($id: ID!) { contentDetail(contentId: $id, kind: REPORT) { content { detail { ... on Report { summary version } } } } }',
      { id },
    );
    expect(detail.contentDetail.content.detail.summary).toBe(
      'Growth recovers; policy stays steady. (edited)',
    );
    expect(detail.contentDetail.content.detail.version).toBeGreaterThan(1);
    await context.close();
  });
});
