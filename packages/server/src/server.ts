import { buildApp } from './app';
import { loadConfigOrReport } from './config';

/** Runs the process: read the environment, build the app, listen, shut down gracefully. */
async function main(): Promise<void> {
  // Vite's server entry loads React and styled-components from node_modules, which pick their
  // development builds unless told otherwise: several times slower to load and to render, and
  // heavier. This process is the production server. (The bundled entry, scripts/bundle-ssr.mjs,
  // is built for production whatever the environment: to debug a render in development mode,
  // set NODE_ENV=development and remove app/dist/server/entry-server.bundle.mjs.)
  process.env.NODE_ENV ??= 'production';
  const config = loadConfigOrReport(process.env);
  if (!config) process.exit(1);
  const app = await buildApp(config, { preloadSite: true });
  // Listen once the built front end is loaded, not during the first visitor's request
  // (a missing build is only logged: the API still starts).
  await app.clientBuild.get();
  app.server.keepAliveTimeout = 65_000;
  app.server.headersTimeout = 66_000;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'erro ao encerrar');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
