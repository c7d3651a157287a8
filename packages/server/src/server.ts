/** Entry point: reads the environment, builds the app and listens. Tests use buildApp() from app.ts instead. */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

async function main(): Promise<void> {
  // dist/server.js and src/server.ts both sit two levels below packages/
  const config = loadConfig(process.env, {
    dashboardDir: fromHere('../../dashboard/dist'),
    widgetDir: fromHere('../../widget/dist'),
    examplesDir: fromHere('../../../examples'),
  });
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Botfolio is running on http://${shownHost}:${config.port}`);
}

main().catch((error: unknown) => {
  // configuration and startup problems are sentences meant for the person starting the server
  console.error(`Botfolio could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
