import request from 'supertest';
import type { NewsroomApp } from '../../server/app';

/** GET through supertest with the body kept as bytes (an image, a zip), whatever its type. */
export function getBinary(app: NewsroomApp, url: string, headers: Record<string, string> = {}) {
    return request(app)
        .get(url)
        .set(headers)
        .buffer(true)
        .parse((res, callback) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => callback(null, Buffer.concat(chunks)));
        });
}
