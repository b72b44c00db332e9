/**
 * The AI area (#15 AI content, #19 AI summary tooling): the calls designed here under /v1/admin/ai.
 *
 * The two generations (`generateAiContent`, `summarizeAiArticle` of an article or, by `report_id`,
 * designed here for #19, of a report) answer a server-sent event stream.
 * Their failures are ordinary JSON answers (refused without a provider, refused input). Their
 * successes are pinned as the exact event stream (`text/event-stream`, compared byte for byte) that
 * the reference server sends when a provider answers known chunks: the provider state starts a
 * local fake provider inside the server under verification (never the network). The non-streamed
 * start call `getAiStatus`, which the console reads before every generation, is pinned too.
 */
import { unwrap } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { shapeOf } from './openapi-shape';
import {
  boolean,
  eachLike,
  failure,
  integer,
  jsonHeaders,
  like,
  mainClient,
  newPact,
  ok,
  tokenHeader,
} from './support';

const { fromProviderState } = MatchersV3;
const pact = newPact('newsdesk-main-api');
const EDITOR = 'an editor is signed in';
const TEMPLATE = 'an AI prompt template exists';
const NO_PROVIDER = 'no AI provider is configured';
const STREAMING = 'an AI provider streams its answers';
const REPORT = 'a report with text exists';

/** The event stream the server sends for the provider state's chunks (apps/api/test/provider/states-ai.ts). */
const events = (cost: number, balance: number) =>
  [
    ['meta', { model: 'pact-model', cost, balance }],
    ['delta', { text: '<h1>Fed holds rates</h1>' }],
    ['delta', { text: '<p>The Fed held rates.</p>' }],
    ['done', { truncated: false }],
  ]
    .map(([name, data]) => `event: ${String(name)}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('');
const SSE = 'text/event-stream; charset=utf-8';
// The body is declared as text: Pact checks a non-JSON body's declared type against the type it
// detects from the bytes (text/plain); the Content-Type header still pins text/event-stream.

const templatePath = () =>
  fromProviderState('/v1/admin/ai/templates/${templateId}', '/v1/admin/ai/templates/7');

const templateShape = (values: Record<string, unknown> = {}) =>
  shapeOf('main', 'AiPromptTemplate', {
    nonEmpty: ['variables', 'common_prompts'],
    values: { id: integer(7), ...values },
  });

const validation = (field: string, message: string) => ({
  ...failure(40001, message),
  data: { errors: eachLike({ field, rule: like('required'), message }, 1) },
});

describe('main API: AI prompt templates (designed here)', () => {
  it('listAiTemplates: every template with its variables', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .uponReceiving('a list of the AI prompt templates')
      .withRequest('GET', '/v1/admin/ai/templates', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok({ items: eachLike(templateShape(), 1), total: integer(1) })),
      )
      .executeTest(async (server) => {
        const list = await unwrap(mainClient(server.url).GET('/v1/admin/ai/templates'));
        expect(list.items[0]!.variables.length).toBeGreaterThan(0);
      }));

  it('listAiTemplates refused: no token', () =>
    pact
      .addInteraction()
      .uponReceiving('a list of the AI prompt templates without a token')
      .withRequest('GET', '/v1/admin/ai/templates')
      .willRespondWith(401, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ status: 1, code: 50008, message: like('Invalid token'), data: null }),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(mainClient(server.url, null).GET('/v1/admin/ai/templates')),
        ).rejects.toMatchObject({ code: 50008 });
      }));

  it('createAiTemplate: a new template, its variables derived', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .uponReceiving('the creation of an AI prompt template')
      .withRequest('POST', '/v1/admin/ai/templates', (b) =>
        b.headers(tokenHeader()).jsonBody({
          name: 'Pact new template',
          model: '',
          system_prompt: 'You are a markets reporter.',
          user_prompt_template: 'Report {{company}} results for {{quarter}}.',
          common_prompts: ['Under 300 words'],
        }),
      )
      .willRespondWith(201, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            templateShape({
              name: 'Pact new template',
              model: '',
              variables: ['company', 'quarter'],
              common_prompts: ['Under 300 words'],
              version: 1,
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const created = await unwrap(
          mainClient(server.url).POST('/v1/admin/ai/templates', {
            body: {
              name: 'Pact new template',
              model: '',
              system_prompt: 'You are a markets reporter.',
              user_prompt_template: 'Report {{company}} results for {{quarter}}.',
              common_prompts: ['Under 300 words'],
            },
          }),
        );
        expect(created.variables).toEqual(['company', 'quarter']);
      }));

  it('createAiTemplate refused: a broken placeholder', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('the creation of an AI prompt template with a broken placeholder')
      .withRequest('POST', '/v1/admin/ai/templates', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ name: 'Pact broken template', user_prompt_template: 'About {{topic} now' }),
      )
      .willRespondWith(400, (b) =>
        b.headers(jsonHeaders).jsonBody({
          ...failure(40001, 'user_prompt_template: Variables are written {{name}}'),
          data: {
            errors: eachLike(
              {
                field: 'user_prompt_template',
                rule: 'format',
                message: 'user_prompt_template: Variables are written {{name}}',
              },
              1,
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).POST('/v1/admin/ai/templates', {
              // Deliberately without the optional fields: the refusal of the placeholder is pinned.
              body: {
                name: 'Pact broken template',
                user_prompt_template: 'About {{topic} now',
              } as never,
            }),
          ),
        ).rejects.toMatchObject({ code: 40001 });
      }));

  it('getAiTemplate: one template', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .uponReceiving('a read of an AI prompt template')
      .withRequest('GET', templatePath(), (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok(
            templateShape({
              name: 'Pact template',
              user_prompt_template: 'Write a brief on {{topic}}.',
              variables: ['topic'],
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const t = await unwrap(
          mainClient(server.url).GET('/v1/admin/ai/templates/{id}', {
            params: { path: { id: 7 } },
          }),
        );
        expect(t.variables).toEqual(['topic']);
      }));

  it('getAiTemplate refused: no such template', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a read of an AI prompt template that does not exist')
      .withRequest('GET', '/v1/admin/ai/templates/999999', (b) => b.headers(tokenHeader()))
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Template not found')),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).GET('/v1/admin/ai/templates/{id}', {
              params: { path: { id: 999999 } },
            }),
          ),
        ).rejects.toMatchObject({ code: 40004 });
      }));

  const edit = {
    name: 'Pact template',
    model: 'gpt-4o-mini',
    system_prompt: 'You are a financial editor.',
    user_prompt_template: 'Write a brief on {{topic}} for {{audience}}.',
    common_prompts: ['Keep it neutral'],
  };

  it('updateAiTemplate: at the version read', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .uponReceiving('an edit of an AI prompt template at its version')
      .withRequest('PUT', templatePath(), (b) =>
        b.headers(tokenHeader()).jsonBody({ ...edit, version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(ok(templateShape({ ...edit, variables: ['topic', 'audience'], version: 2 }))),
      )
      .executeTest(async (server) => {
        const t = await unwrap(
          mainClient(server.url).PUT('/v1/admin/ai/templates/{id}', {
            params: { path: { id: 7 } },
            body: { ...edit, version: 1 },
          }),
        );
        expect(t.version).toBe(2);
      }));

  it('updateAiTemplate refused: a stale version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .uponReceiving('an edit of an AI prompt template at a stale version')
      .withRequest('PUT', templatePath(), (b) =>
        b.headers(tokenHeader()).jsonBody({ ...edit, version: 5 }),
      )
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40009, 'This record was changed by someone else', {
            current_version: 1,
            current: like({ id: integer(7), version: 1, name: 'Pact template' }),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).PUT('/v1/admin/ai/templates/{id}', {
              params: { path: { id: 7 } },
              body: { ...edit, version: 5 },
            }),
          ),
        ).rejects.toMatchObject({ code: 40009 });
      }));

  it('deleteAiTemplate: at the version read', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .uponReceiving('a delete of an AI prompt template at its version')
      .withRequest('DELETE', templatePath(), (b) =>
        b.headers(tokenHeader()).query({ version: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(ok(templateShape({ name: 'Pact template', version: 1 }))),
      )
      .executeTest(async (server) => {
        const t = await unwrap(
          mainClient(server.url).DELETE('/v1/admin/ai/templates/{id}', {
            params: { path: { id: 7 }, query: { version: 1 } },
          }),
        );
        expect(t.name).toBe('Pact template');
      }));

  it('deleteAiTemplate refused: a stale version', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .uponReceiving('a delete of an AI prompt template at a stale version')
      .withRequest('DELETE', templatePath(), (b) =>
        b.headers(tokenHeader()).query({ version: '4' }),
      )
      .willRespondWith(409, (b) =>
        b.headers(jsonHeaders).jsonBody(
          failure(40009, 'This record was changed by someone else', {
            current_version: 1,
            current: like({ id: integer(7), version: 1 }),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).DELETE('/v1/admin/ai/templates/{id}', {
              params: { path: { id: 7 }, query: { version: 4 } },
            }),
          ),
        ).rejects.toMatchObject({ code: 40009 });
      }));
});

describe('main API: AI generations (designed here; streamed, pinned by their JSON answers)', () => {
  it('getAiStatus: provider, prices and the caller’s credit (the start call of a generation)', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(NO_PROVIDER)
      .uponReceiving('a read of the AI status')
      .withRequest('GET', '/v1/admin/ai/status', (b) => b.headers(tokenHeader()))
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            configured: boolean(false),
            model: null,
            balance: integer(1000),
            prices: { ai_content: integer(10), ai_summary: integer(5) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const status = await unwrap(mainClient(server.url).GET('/v1/admin/ai/status'));
        expect(status.configured).toBe(false);
      }));

  it('getAiStatus refused: no token', () =>
    pact
      .addInteraction()
      .uponReceiving('a read of the AI status without a token')
      .withRequest('GET', '/v1/admin/ai/status')
      .willRespondWith(401, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody({ status: 1, code: 50008, message: like('Invalid token'), data: null }),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(mainClient(server.url, null).GET('/v1/admin/ai/status')),
        ).rejects.toMatchObject({ code: 50008 });
      }));

  it('generateAiContent: the draft streamed as server-sent events, charged once', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .given(STREAMING)
      .uponReceiving('a draft generation streamed from the provider')
      .withRequest('POST', '/v1/admin/ai/generate', (b) =>
        b.headers(tokenHeader()).jsonBody({
          template_id: fromProviderState('${templateId}', 7),
          variables: { topic: 'the Fed meeting' },
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': SSE }).body('text/plain', Buffer.from(events(10, 990))),
      )
      .executeTest(async (server) => {
        const { data } = await mainClient(server.url).POST('/v1/admin/ai/generate', {
          body: { template_id: 7, variables: { topic: 'the Fed meeting' } },
          parseAs: 'text',
        });
        expect(data).toContain('event: done');
      }));

  it('generateAiContent refused: no AI provider configured', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(TEMPLATE)
      .given(NO_PROVIDER)
      .uponReceiving('a draft generation while no AI provider is configured')
      .withRequest('POST', '/v1/admin/ai/generate', (b) =>
        b.headers(tokenHeader()).jsonBody({
          template_id: fromProviderState('${templateId}', 7),
          variables: { topic: 'the Fed meeting' },
        }),
      )
      .willRespondWith(422, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40022, 'no AI provider configured')),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).POST('/v1/admin/ai/generate', {
              body: { template_id: 7, variables: { topic: 'the Fed meeting' } },
            }),
          ),
        ).rejects.toMatchObject({ code: 40022, message: 'no AI provider configured' });
      }));

  it('generateAiContent refused: no template given', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a draft generation without a template')
      .withRequest('POST', '/v1/admin/ai/generate', (b) =>
        b.headers(tokenHeader()).jsonBody({ variables: {} }),
      )
      .willRespondWith(400, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(validation('template_id', 'template_id: This is a required field')),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).POST('/v1/admin/ai/generate', {
              // The missing field is the point of this interaction.
              body: { variables: {} } as never,
            }),
          ),
        ).rejects.toMatchObject({ code: 40001 });
      }));

  it('summarizeAiArticle: the summary streamed as server-sent events', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(STREAMING)
      .uponReceiving('an article summary streamed from the provider')
      .withRequest('POST', '/v1/admin/ai/summarize', (b) =>
        b
          .headers(tokenHeader())
          .jsonBody({ article_id: fromProviderState('${articleId}', 1), instruction: 'Short' }),
      )
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': SSE }).body('text/plain', Buffer.from(events(5, 995))),
      )
      .executeTest(async (server) => {
        const { data } = await mainClient(server.url).POST('/v1/admin/ai/summarize', {
          body: { article_id: 1, instruction: 'Short' },
          parseAs: 'text',
        });
        expect(data).toContain('event: meta');
      }));

  it('summarizeAiArticle refused: no AI provider configured', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(NO_PROVIDER)
      .uponReceiving('an article summary while no AI provider is configured')
      .withRequest('POST', '/v1/admin/ai/summarize', (b) =>
        b.headers(tokenHeader()).jsonBody({ article_id: 1 }),
      )
      .willRespondWith(422, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40022, 'no AI provider configured')),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).POST('/v1/admin/ai/summarize', {
              body: { article_id: 1 },
            }),
          ),
        ).rejects.toMatchObject({ code: 40022 });
      }));

  it('summarizeAiArticle refused: no article given', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('an article summary without an article')
      .withRequest('POST', '/v1/admin/ai/summarize', (b) =>
        b.headers(tokenHeader()).jsonBody({ instruction: 'One sentence' }),
      )
      .willRespondWith(400, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(validation('article_id', 'article_id: This is a required field')),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).POST('/v1/admin/ai/summarize', {
              body: { instruction: 'One sentence' } as never,
            }),
          ),
        ).rejects.toMatchObject({ code: 40001 });
      }));

  it('summarizeAiArticle of a report (report_id, designed here): streamed as server-sent events', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(STREAMING)
      .given(REPORT)
      .uponReceiving('a report summary streamed from the provider')
      .withRequest('POST', '/v1/admin/ai/summarize', (b) =>
        b.headers(tokenHeader()).jsonBody({ report_id: fromProviderState('${reportId}', 3) }),
      )
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': SSE }).body('text/plain', Buffer.from(events(5, 995))),
      )
      .executeTest(async (server) => {
        const { data } = await mainClient(server.url).POST('/v1/admin/ai/summarize', {
          body: { report_id: 3 },
          parseAs: 'text',
        });
        expect(data).toContain('event: done');
      }));

  it('summarizeAiArticle of a report refused: the report does not exist', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .given(STREAMING)
      .uponReceiving('a summary of a report that does not exist')
      .withRequest('POST', '/v1/admin/ai/summarize', (b) =>
        b.headers(tokenHeader()).jsonBody({ report_id: 999999 }),
      )
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Report not found')),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).POST('/v1/admin/ai/summarize', { body: { report_id: 999999 } }),
          ),
        ).rejects.toMatchObject({ code: 40004, message: 'Report not found' });
      }));

  it('summarizeAiArticle refused: both an article and a report given', () =>
    pact
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a summary of an article and a report at once')
      .withRequest('POST', '/v1/admin/ai/summarize', (b) =>
        b.headers(tokenHeader()).jsonBody({ article_id: 1, report_id: 3 }),
      )
      .willRespondWith(400, (b) =>
        b
          .headers(jsonHeaders)
          .jsonBody(validation('report_id', 'report_id: Give either article_id or report_id')),
      )
      .executeTest(async (server) => {
        await expect(
          unwrap(
            mainClient(server.url).POST('/v1/admin/ai/summarize', {
              body: { article_id: 1, report_id: 3 },
            }),
          ),
        ).rejects.toMatchObject({ code: 40001 });
      }));
});
