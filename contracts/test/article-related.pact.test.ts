/**
 * An article's related content (#11, designed here): the related articles and reports picked in the
 * selection panels, as the article editor reads them over REST (`getArticle`: ids and short
 * references) and as the GraphQL `Article` operation selects them (ids and the related items).
 * Success and failure for each read.
 */
import { gql, unwrap, ApiError } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  captureRequest,
  expectedData,
  graphqlClient,
  graphqlTokenHeaders,
  GRAPHQL_PATH,
  newGraphqlPact,
} from './graphql-support';
import {
  EXAMPLE_TOKEN,
  articleShape,
  contentRefShape,
  eachLike,
  failure,
  integer,
  jsonHeaders,
  mainClient,
  newPact,
  ok,
  tokenHeader,
} from './support';

const { fromProviderState, like, reify } = MatchersV3;
const rest = newPact('newsdesk-main-api');
const graphql = newGraphqlPact();
const EDITOR = 'an editor is signed in';
const RELATED = 'an article with a related article and a related report exists';

describe('main API: an article with its related content (designed here)', () => {
  it('getArticle with related articles and reports', () =>
    rest
      .addInteraction()
      .given(EDITOR)
      .given(RELATED)
      .uponReceiving('a request for an article with a related article and a related report')
      .withRequest(
        'GET',
        fromProviderState('/v1/admin/article/${id}', '/v1/admin/article/43'),
        (b) => b.headers(tokenHeader()),
      )
      .willRespondWith(200, (b) =>
        b.headers(jsonHeaders).jsonBody(
          ok({
            ...articleShape,
            title: like('Credit growth slows in October'),
            related_article_ids: eachLike(integer(5), 1),
            related_report_ids: eachLike(integer(9), 1),
            related_articles: eachLike(
              contentRefShape(1, 5, 'Rates outlook for the second half'),
              1,
            ),
            related_reports: eachLike(contentRefShape(9, 9, 'Semiconductor outlook 2027'), 1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const article = await unwrap(
          mainClient(server.url).GET('/v1/admin/article/{id}', { params: { path: { id: 43 } } }),
        );
        expect(article.related_article_ids).toEqual([5]);
        expect(article.related_articles[0]?.title).toBe('Rates outlook for the second half');
        expect(article.related_reports[0]?.kind).toBe(9);
      }));

  it('getArticle with related content, not found', () =>
    rest
      .addInteraction()
      .given(EDITOR)
      .uponReceiving('a request for the related content of an article that does not exist')
      .withRequest('GET', '/v1/admin/article/99999998', (b) => b.headers(tokenHeader()))
      .willRespondWith(404, (b) =>
        b.headers(jsonHeaders).jsonBody(failure(40004, 'Article not found')),
      )
      .executeTest(async (server) => {
        const error = await unwrap(
          mainClient(server.url).GET('/v1/admin/article/{id}', {
            params: { path: { id: 99999998 } },
          }),
        ).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).message).toBe('Article not found');
      }));
});

describe('GraphQL: the Article operation selects the related content (designed here)', () => {
  const doc = gql.ArticleDocument;

  const interaction = async (
    description: string,
    states: string[],
    variables: Record<string, unknown>,
    answer: Record<string, unknown>,
    check: (result: { data?: unknown; error?: { message: string } }) => void,
  ) => {
    const example = (reify(variables) ?? {}) as Record<string, unknown>;
    const sent = await captureRequest(doc, example);
    const body = { ...sent.body, variables: { ...sent.body.variables, ...variables } };
    let i = graphql.addInteraction();
    for (const s of states) i = i.given(s);
    await i
      .uponReceiving(`Article: ${description}`)
      .withRequest('POST', GRAPHQL_PATH, (b) =>
        b
          .headers({ ...graphqlTokenHeaders(), 'Content-Type': like('application/json') })
          .jsonBody(body),
      )
      .willRespondWith(200, (b) => b.headers(jsonHeaders).jsonBody(answer))
      .executeTest(async (server) => {
        const client = graphqlClient(server.url, EXAMPLE_TOKEN);
        check(await client.query({ query: doc, variables: example as { id: string } }));
      });
  };

  it('Article: one article with its related articles and reports', () =>
    interaction(
      'one article with its related articles and reports',
      [EDITOR, RELATED],
      { id: fromProviderState('${id}', '43') },
      {
        data: expectedData(doc, {
          nonEmpty: [
            'article.related_article_ids',
            'article.related_report_ids',
            'article.related_articles',
            'article.related_reports',
          ],
          present: ['article.summary', 'article.body', 'article.related_reports.extension'],
          values: {
            'article.title': 'Credit growth slows in October',
            'article.related_articles.title': 'Rates outlook for the second half',
            'article.related_reports.title': 'Semiconductor outlook 2027',
            'article.related_reports.extension': 'pdf',
          },
          variables: { id: '43' },
        }),
      },
      (result) => {
        expect(result.error).toBeUndefined();
        const article = (result.data as { article: gql.ArticleQuery['article'] }).article;
        expect(article?.related_articles[0]?.title).toBe('Rates outlook for the second half');
        expect(article?.related_reports[0]?.extension).toBe('pdf');
      },
    ));

  it('Article: the related content of an article that does not exist', () =>
    interaction(
      'the related content of an article that does not exist',
      [EDITOR],
      { id: '99999998' },
      {
        data: { article: null },
        errors: [
          { message: 'Article not found', extensions: { code: 'NOT_FOUND', status: 40004 } },
        ],
      },
      (result) => expect(result.error?.message).toContain('Article not found'),
    ));
});
