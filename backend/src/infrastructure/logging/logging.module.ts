import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { prettyTransport, requestLogMessage, requestLogSerializers, requestUserId } from './request-log';

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Structured logs (pino) with one request id per request; the same id correlates the events
 * appended. A well-formed X-Request-Id header is taken only behind a trusted proxy (TRUST_PROXY),
 * which sets it: from a client it would let anyone forge the correlation of what they do.
 */
export const LoggingModule = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    pinoHttp: {
      level: config.logLevel,
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const header = config.trustProxy ? request.headers['x-request-id'] : undefined;
        const id = typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      transport: prettyTransport(),
      serializers: requestLogSerializers,
      customProps: requestUserId,
      customSuccessMessage: requestLogMessage,
      customErrorMessage: requestLogMessage,
      // Belt and braces: the serializers above log no headers; these never would be, either.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      autoLogging: {
        ignore: (request: IncomingMessage) =>
          request.url === '/healthz' || request.url === '/readyz' || request.url === '/metrics',
      },
    },
  }),
});
