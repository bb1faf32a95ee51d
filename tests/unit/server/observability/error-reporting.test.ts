import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../../server/http-error';
import { reportError, shouldReport, statusOf } from '../../../../server/observability/error-reporting';
import { memoryLogger } from '../../../helpers/memory-logger';

describe('error reporting (docs/product-rules.md §8.6)', () => {
    it.each([
        [new HttpError(404, 'Not found'), 404, false],
        [Object.assign(new Error('Found'), { status: 302 }), 302, false],
        [Object.assign(new Error('too large'), { status: 413, type: 'entity.too.large' }), 413, false],
        [new Error('boom'), 500, true],
        [Object.assign(new Error('bad gateway'), { statusCode: 502 }), 502, true],
    ])('%s → status %i, reported: %s', (error, status, reported) => {
        expect(statusOf(error)).toBe(status);
        expect(shouldReport(status)).toBe(reported);
    });

    it('logs a server error with its stack and request id, and nothing for a 404', () => {
        const { lines, logger } = memoryLogger('info');
        reportError(logger, new HttpError(404, 'Not found'), {
            method: 'GET',
            url: '/missing',
            status: 404,
            requestId: 'r1',
        });
        expect(lines).toEqual([]);
        reportError(logger, new Error('boom'), { method: 'GET', url: '/story', status: 500, requestId: 'r2' });
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ level: 'error', status: 500, requestId: 'r2' });
        expect(lines[0]?.message).toMatch(/^GET \/story failed: Error: boom\n\s+at /);
    });
});
