import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leftOutProblems, parseLeavingOut } from '../../../../server/content/validate';

const Record = z.object({
    id: z.string().min(1),
    email: z.email().nullish(),
    policy: z.enum(['a', 'b']).default('a'),
    since: z.iso.datetime().nullish(),
    logo: z.object({ width: z.number().gt(0), height: z.number().gt(0) }).nullish(),
    actions: z.array(z.object({ text: z.string().min(1), url: z.url({ protocol: /^https?$/ }) })).default([]),
});

const paths = (leftOut: { path: PropertyKey[]; removed: PropertyKey[] }[]) =>
    leftOut.map(({ path, removed }) => [path.join('.'), removed.join('.')]);

describe('parseLeavingOut: what a record can do without is left out, not the record', () => {
    it('takes a valid record as it is', () => {
        expect(parseLeavingOut(Record, { id: 'r' })).toEqual({
            success: true,
            data: { id: 'r', policy: 'a', actions: [] },
            leftOut: [],
        });
    });

    it('leaves out an optional value (its default applies) and names it', () => {
        const result = parseLeavingOut(Record, { id: 'r', email: 'press at acme', policy: 'c' });
        expect(result.success && result.data).toEqual({ id: 'r', policy: 'a', actions: [] });
        expect(paths(result.leftOut)).toEqual([
            ['email', 'email'],
            ['policy', 'policy'],
        ]);
    });

    it('leaves out the part a required value belongs to, up to what the record can do without', () => {
        const result = parseLeavingOut(Record, { id: 'r', logo: { width: 0, height: 0 } });
        expect(result.success && result.data.logo).toBeUndefined();
        expect(paths(result.leftOut)).toEqual([['logo.height', 'logo']]);
        expect(leftOutProblems('newsroom n', result.leftOut)).toEqual([
            { file: 'newsroom n', field: 'logo', message: expect.stringMatching(/^height: /), leftOut: true },
        ]);
    });

    it('takes entries out of a list, keeps the others, and names each by its place in the record', () => {
        const actions = [
            { text: 'Go', url: 'https://a.example' },
            { text: '', url: 'https://b.example' },
            { text: 'Bad', url: 'javascript:alert(1)' },
            { text: 'Also', url: 'https://c.example' },
        ];
        const result = parseLeavingOut(Record, { id: 'r', actions });
        expect(result.success && result.data.actions.map((action) => action.text)).toEqual(['Go', 'Also']);
        expect(paths(result.leftOut)).toEqual([
            ['actions.1.text', 'actions.1'],
            ['actions.2.url', 'actions.2'],
        ]);
    });

    it('fails a record without what it needs, with the problems of its first reading', () => {
        const result = parseLeavingOut(Record, { id: '', email: 'nope' });
        expect(result.success).toBe(false);
        expect(!result.success && result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['id', 'email']);
    });

    it('never leaves out a value named in `keep`', () => {
        expect(parseLeavingOut(Record, { id: 'r', since: 'yesterday' }, ['since']).success).toBe(false);
        expect(parseLeavingOut(Record, { id: 'r', since: 'yesterday' }).success).toBe(true);
    });

    it('does not change the record it was given', () => {
        const record = { id: 'r', actions: [{ text: '', url: 'x' }], logo: { width: 0, height: 1 } };
        const copy = structuredClone(record);
        parseLeavingOut(Record, record);
        expect(record).toEqual(copy);
    });
});
