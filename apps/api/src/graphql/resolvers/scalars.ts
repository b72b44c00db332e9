import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { ApiError } from '../../http/errors';
import { ContentKind } from '../../services/relations';
import type { ResolverMap } from '.';

/**
 * The custom scalars (Timestamp, Cents, JSON) and the enums' internal values: every enum value is
 * mapped to what the database stores (the REST contract's value), so resolvers read and write rows
 * without translating, and arguments arrive already translated.
 */

/**
 * A value that is not an integer JSON number. An ApiError (not a GraphQLError) so that graphql-js
 * keeps it as the original error of the variable's coercion error, and it is answered as
 * BAD_USER_INPUT like any validation failure.
 */
const badInput = (what: string, value: unknown) =>
  ApiError.field(
    what,
    'format',
    `${what} must be an integer JSON number, got ${JSON.stringify(value) ?? 'nothing'}`,
  );

function integerScalar(name: string, description: string) {
  const check = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw badInput(name, value);
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => check(typeof value === 'string' ? Number(value) : value),
    parseValue: check,
    parseLiteral(ast: ValueNode) {
      if (ast.kind !== Kind.INT) throw badInput(name, 'value' in ast ? ast.value : ast.kind);
      return check(Number(ast.value));
    },
  });
}

function literalJson(
  ast: ValueNode,
  variables: Record<string, unknown> | null | undefined,
): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literalJson(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        ast.fields.map((f) => [f.name.value, literalJson(f.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      return ast.value;
  }
}

const same = <T extends string>(...names: T[]) =>
  Object.fromEntries(names.map((n) => [n, n])) as Record<T, T>;
const lower = <T extends string>(...names: T[]) =>
  Object.fromEntries(names.map((n) => [n, n.toLowerCase()])) as Record<T, string>;

/** Tag-relation groups (channels) by name → number (content §3). */
export const RelationGroups = {
  ALL: 99,
  NONE: 0,
  FEATURED_FLOW: 1,
  LATEST: 2,
  TREASURY: 3,
  FAQ: 4,
  ROADMAP: 5,
  RESEARCH_ARTICLES: 6,
  RESEARCH_VIDEOS: 7,
  ROADSHOW: 8,
  REPORT: 9,
  LINK: 10,
  FLASH: 11,
  INSTITUTION_REPORT: 12,
  MATRIX_TERMINAL: 13,
  WEBSITE_HOME: 14,
  ORIGINAL_CONTENT: 15,
  FINANCE_EVENT: 16,
  DOCUMENT_IB_REPORT: 17,
  DOCUMENT_ARCHIVE: 18,
  DOCUMENT_COMPANY: 19,
  AI_GENERATED_CONTENT: 20,
  VIEWPOINT: 21,
  XINHUA_FINANCE_DAILY_REPORT: 22,
} as const;

export const scalarResolvers: ResolverMap = {
  Timestamp: integerScalar('Timestamp', 'Integer milliseconds since the Unix epoch (UTC).'),
  Cents: integerScalar('Cents', 'An amount of money as an integer number of cents.'),
  JSON: new GraphQLScalarType({
    name: 'JSON',
    description: 'Free-form JSON.',
    serialize: (v) => v,
    parseValue: (v) => v,
    parseLiteral: (ast, variables) => literalJson(ast, variables),
  }),

  ContentStatus: { DRAFT: 'draft', PUBLISHED: 'published', DELETED: 'deleted' },
  VipVisibility: { ALL: 0, ASSIGNED: 1, BLACK_GOLD: 2, META: 3 },
  ContentKind: { ...ContentKind },
  TagRelationGroup: { ...RelationGroups },
  RelationKind: {
    NONE: 0,
    TAG: ContentKind.TAG,
    TOPIC: ContentKind.TOPIC,
    CALENDAR_TOPIC: ContentKind.CALENDAR_TOPIC,
    EXTERNAL_SOURCE: ContentKind.EXTERNAL_SOURCE,
    EXTERNAL_SOURCE_GROUP: ContentKind.EXTERNAL_SOURCE_GROUP,
  },
  Platform: lower('ANDROID', 'IOS', 'WEB', 'PC_WEB', 'WAP', 'LITE', 'IOS_IAP'),
  PayChannel: lower(
    'ALIPAY',
    'ALIPAY_H5',
    'ALIPAY_QR',
    'ALIPAY_PC',
    'WECHAT',
    'WECHAT_H5',
    'WECHAT_PUB',
    'WECHAT_LITE',
    'WECHAT_QR',
    'APPLE',
  ),
  CalendarImportance: { LOW: 1, MEDIUM: 2, HIGH: 3 },
  LiveStatus: { NOT_STARTED: 1, IN_PROGRESS: 2, FINISHED: 3 },
  MembershipLevel: { INSTITUTION: 110, NORMAL: 1, BLACK_GOLD: 2, META: 3 },
  PrivilegeName: { REPORT: 'report', TERMINAL: 'terminal' },
  UserStatus: { GOOD: 'good', FROZEN: 'frozen' },
  Gender: { MALE: 1, FEMALE: 2 },
  AttachmentMediaType: { UNKNOWN: -1, PICTURE: 1, REPORT: 2, VIDEO: 3, AUDIO: 4 },
  SortBy: same('DESC', 'ASC', 'RELATED'),
  FilterOperator: same('AND', 'OR'),
  StatisticsPeriod: same('DAY', 'WEEK', 'MONTH', 'QUARTER'),
  OrderState: same('COMPLETE', 'UNPAID'),
  CreditPaymentState: same('COMPLETE', 'UNPAID'),
  CalendarTimeFormat: same('DATETIME', 'DATE'),
  MeetingChannel: same('NONE', 'TENCENT_MEETING'),
  WhitelistEntryKind: same('USER', 'USER_GROUP', 'MEMBERSHIP_LEVEL'),
  ArticleOrigin: same('JIN10', 'WSCN', 'NONE'),
};
