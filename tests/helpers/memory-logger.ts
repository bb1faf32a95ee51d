import { Writable } from 'node:stream';
import winston from 'winston';

export interface LogLine {
    level: string;
    message: string;
    [field: string]: unknown;
}

/** A winston logger keeping its JSON lines in memory, to assert what operators would read. */
export function memoryLogger(level = 'debug') {
    const lines: LogLine[] = [];
    const stream = new Writable({
        write(chunk, _encoding, done) {
            lines.push(JSON.parse(String(chunk)) as LogLine);
            done();
        },
    });
    const transport = new winston.transports.Stream({ stream, format: winston.format.json() });
    return { lines, logger: winston.createLogger({ level, transports: [transport] }) };
}
