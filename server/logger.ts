import winston from 'winston';

export type Logger = winston.Logger;

/** JSON lines in production (for log drains), readable lines in development. */
export function createLogger(options: { level: string; format: 'json' | 'pretty'; silent?: boolean }): Logger {
    const format =
        options.format === 'json'
            ? winston.format.combine(
                  winston.format.timestamp(),
                  winston.format.errors({ stack: true }),
                  winston.format.json(),
              )
            : winston.format.combine(
                  winston.format.colorize(),
                  winston.format.timestamp({ format: 'HH:mm:ss' }),
                  winston.format.printf(({ level, message, timestamp, ...meta }) => {
                      const extra = Object.keys(meta).length ? ` ${JSON.stringify(meta)}` : '';
                      return `${timestamp} ${level} ${message}${extra}`;
                  }),
              );
    return winston.createLogger({
        level: options.level,
        format,
        silent: options.silent,
        transports: [new winston.transports.Console({ stderrLevels: ['error', 'warn'] })],
    });
}
