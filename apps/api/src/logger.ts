import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout (one line per event); each request logs through a child carrying its request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'momento-api' }, timestamp: pino.stdTimeFunctions.isoTime });
}
