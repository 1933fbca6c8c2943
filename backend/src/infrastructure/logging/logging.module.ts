import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Structured logs (pino) with one request id per request, taken from a well-formed X-Request-Id
 * header (so a proxy's id carries through) or generated; the same id correlates the events appended.
 */
export const LoggingModule = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    pinoHttp: {
      level: config.logLevel,
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const header = request.headers['x-request-id'];
        const id = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      autoLogging: {
        ignore: (request: IncomingMessage) => request.url === '/healthz' || request.url === '/readyz',
      },
    },
  }),
});
