/**
 * @newsdesk/html-policy: the one HTML allow-list of Newsdesk (data, no runtime dependency), the
 * URL rule both sanitizers apply, and the shared test material (round-trip fixtures, coverage
 * samples, XSS corpus).
 */
export {
  HTML_POLICY,
  attributeRule,
  pastePolicy,
  policyAttributes,
  policyTags,
  type AttributeRule,
  type HtmlPolicy,
} from './policy';
export { isAllowedUrl, isPolicyInteger, urlScheme } from './url';
export { ROUND_TRIP_FIXTURES, type RoundTripFixture } from './fixtures';
export {
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  INVALID_VALUE_SAMPLES,
  allowedSamples,
  forbiddenAttributeSamples,
  sampleValue,
  type CoverageSample,
} from './coverage';
export { XSS_CORPUS, type XssPayload, type XssSurface, type XssVector } from './xss-corpus';
