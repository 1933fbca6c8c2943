import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Express } from 'express';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import { AppModule } from './app.module';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { jsonBody } from './infrastructure/http/json-body';
import { MemoryGuard } from './infrastructure/memory/memory-guard';
import { refuseWritesWhenMemoryFull } from './infrastructure/memory/refuse-writes-when-full';
import { createSessionMiddleware } from './infrastructure/sessions/session-middleware';
import { STORES } from './infrastructure/stores.tokens';
import type { Stores } from './infrastructure/stores';
import { refuseCrossSiteWrites } from './infrastructure/web/cross-site-writes';
import { serveFrontend } from './infrastructure/web/frontend';
import { loadSignedInHomeRenderer } from './infrastructure/web/server-rendered-home';
import { securityHeaders } from './infrastructure/web/security-headers';

const SHUTDOWN_GRACE_MS = 10_000;

export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  const config = app.get<AppConfig>(APP_CONFIG);
  const stores = app.get<Stores>(STORES);
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.use(securityHeaders());
  // Before any body is read: a refused request costs no parsing, upload or password check.
  app.use(refuseCrossSiteWrites(config.publicUrl));
  app.use(refuseWritesWhenMemoryFull(app.get(MemoryGuard)));
  // API answers over 1 KB, brotli or gzip as the client prefers; what is compressed already (the
  // precompressed build, the events answers' cached copies) carries Content-Encoding and is left alone.
  app.use(compression({ threshold: 1024 }));
  const expressApp = app.getHttpAdapter().getInstance() as Express;
  const logger = app.get(Logger);
  const renderer = await loadSignedInHomeRenderer(config.frontendServerRender, (error) =>
    logger.warn({ msg: 'server render of the calendar failed; sent the plain page', err: error }),
  );
  if (!serveFrontend(expressApp, config.frontendDist, renderer)) {
    logger.warn({ msg: 'no frontend build to serve; API only', frontendDist: config.frontendDist });
  }
  app.use(...jsonBody());
  app.use(await createSessionMiddleware(config, stores.readStore));
  app.use(passport.initialize());
  app.use(passport.session());
  return app;
}

/**
 * Stops taking connections, lets running requests finish (bounded), then closes the app: the
 * projection runner stops before the stores close (see StoresModule).
 */
async function shutdown(app: NestExpressApplication, signal: string): Promise<void> {
  const logger = app.get(Logger);
  logger.log({ msg: 'shutting down', signal });
  const server = app.getHttpServer() as import('node:http').Server;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timeout = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(timeout);
  await app.close();
}

async function main(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port, config.host);
  app
    .get(Logger)
    .log({ msg: 'Eventfold listening', host: config.host, port: config.port, url: config.publicUrl });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      shutdown(app, signal).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('shutdown failed', error);
          process.exit(1);
        },
      );
    });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('Eventfold failed to start', error);
    process.exit(1);
  });
}
