import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible provider (`POST /chat/completions` with `stream: true`):
 * answers the configured chunks as server-sent events, `delayMs` apart, or fails with `failStatus`.
 * Tests never reach a real network.
 */
export interface FakeProvider {
  url: string;
  requests: {
    body: { model: string; messages: { role: string; content: string }[] };
    auth?: string;
  }[];
  chunks: string[];
  delayMs: number;
  failStatus: number | null;
  /** Connections the fake saw closed before it finished (a Stop or a cap). */
  aborted: number;
  close(): Promise<void>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString('utf8')));
    req.on('end', () => resolve(s));
  });

export async function startFakeProvider(chunks: string[] = []): Promise<FakeProvider> {
  const fake: Omit<FakeProvider, 'url' | 'close'> = {
    requests: [],
    chunks,
    delayMs: 5,
    failStatus: null,
    aborted: 0,
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = JSON.parse(await read(req)) as FakeProvider['requests'][number]['body'];
      fake.requests.push({ body, auth: req.headers.authorization });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      if (fake.failStatus) {
        res.writeHead(fake.failStatus, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      let closed = false;
      res.on('close', () => {
        if (!res.writableEnded) {
          closed = true;
          fake.aborted++;
        }
      });
      for (const text of fake.chunks) {
        if (closed) return;
        await new Promise((r) => setTimeout(r, fake.delayMs));
        const chunk = { choices: [{ index: 0, delta: { content: text } }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      if (closed) return;
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** Reads a server-sent event stream into its events. */
// Event payloads are asserted by each test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readEvents(res: Response): Promise<{ event: string; data: any }[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}
