import { ApiError } from '../http/errors';

/**
 * The OpenAI-compatible provider behind AI content and summaries (designed here). Configured by the
 * environment, read on every call so that a restart is not needed in tests:
 *
 * - `AI_BASE_URL`: the API base, e.g. `https://api.openai.com/v1` (chat completions are POSTed to
 *   `<base>/chat/completions` with `stream: true`); unset = no provider ("no AI provider configured").
 * - `AI_API_KEY`: sent as `Authorization: Bearer …` when set.
 * - `AI_MODEL`: the default model (`gpt-4o-mini` when unset); a template may name another.
 * - `AI_TIMEOUT_MS`: the whole generation's time limit (default 60,000).
 * - `AI_MAX_CHARS`: the cap on the streamed answer (default 20,000 characters).
 */
export interface AiProviderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxChars: number;
}

export const NO_PROVIDER = 'no AI provider configured';

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

export function aiConfig(env: NodeJS.ProcessEnv = process.env): AiProviderConfig | null {
  const baseUrl = env.AI_BASE_URL?.trim();
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY || undefined,
    model: env.AI_MODEL?.trim() || 'gpt-4o-mini',
    timeoutMs: int(env.AI_TIMEOUT_MS, 60_000),
    maxChars: int(env.AI_MAX_CHARS, 20_000),
  };
}

export function requireAiConfig(): AiProviderConfig {
  const config = aiConfig();
  if (!config) throw ApiError.rule(NO_PROVIDER);
  return config;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * Starts a streamed chat completion. Resolves once the provider has accepted the request (HTTP 2xx)
 * with an iterator of the text pieces; a refusal, an unreachable provider or the timeout before
 * that is a 422 "The AI provider failed: …". `signal` aborts the request (the caller went away).
 */
export async function openChatStream(
  config: AiProviderConfig,
  model: string,
  messages: ChatMessage[],
  signal: AbortSignal,
): Promise<AsyncGenerator<string>> {
  let res: Response;
  try {
    res = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model, messages, stream: true }),
      signal,
    });
  } catch (e) {
    throw ApiError.rule(`The AI provider failed: ${reason(e)}`);
  }
  if (!res.ok || !res.body) {
    const text = await res.text().catch(() => '');
    let detail = `HTTP ${res.status}`;
    try {
      const parsed = JSON.parse(text) as { error?: { message?: unknown } | string };
      const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
      if (typeof message === 'string' && message) detail += ` ${message.slice(0, 200)}`;
    } catch {
      // Not JSON: the status says enough.
    }
    throw ApiError.rule(`The AI provider failed: ${detail}`);
  }
  return pieces(res.body, signal);
}

function reason(e: unknown): string {
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) {
    return 'timed out';
  }
  const cause = (e as { cause?: { code?: string } }).cause?.code;
  return cause ?? (e instanceof Error ? e.message : String(e));
}

/** The `choices[0].delta.content` of each `data:` line of the provider's event stream. */
async function* pieces(body: ReadableStream<Uint8Array>, signal: AbortSignal) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      if (signal.aborted) return;
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let chunk: { choices?: { delta?: { content?: unknown } }[] };
        try {
          chunk = JSON.parse(data) as typeof chunk;
        } catch {
          continue;
        }
        const text = chunk.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text) yield text;
      }
    }
  } catch (e) {
    throw new Error(`The AI provider failed: ${reason(e)}`);
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
