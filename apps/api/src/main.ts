import { createServer } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const server = await createServer(config);
const { mainUrl, secondUrl } = await server.listen();
server.ctx.log.info(
  {
    mainUrl,
    secondUrl,
    database: server.database.driver,
    console: config.consoleDist ? mainUrl : null,
  },
  'newsdesk api ready',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.ctx.log.info({ signal }, 'shutting down: finishing requests in flight');
    server
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        server.ctx.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
