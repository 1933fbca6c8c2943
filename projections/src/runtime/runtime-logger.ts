/** The few log calls the runtime makes; the backend adapts its pino logger to this shape. */
export interface RuntimeLogger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** Without a logger, progress stays quiet and problems still reach stderr. */
export const consoleLogger: RuntimeLogger = {
  info: () => undefined,
  warn: (message, details) => console.warn(message, details ?? ''),
  error: (message, details) => console.error(message, details ?? ''),
};
