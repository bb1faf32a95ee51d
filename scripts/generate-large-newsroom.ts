/**
 * Writes a newsroom of N stories (default 10,000) for benchmarks, built deterministically from
 * the demo newsroom: its published public stories are cloned with new ids, slugs and dates.
 *
 *   npx tsx scripts/generate-large-newsroom.ts [count] [output directory]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function generateLargeNewsroom(
    count = 10_000,
    output = path.resolve(`.cache/bench-newsroom-${count}`),
    source = path.resolve('content/demo'),
): string {
    if (existsSync(path.join(output, 'READY'))) return output;
    rmSync(output, { recursive: true, force: true });
    mkdirSync(path.join(output, 'stories'), { recursive: true });
    for (const file of ['newsroom.json', 'languages.json', 'categories.json', 'contacts.json']) {
        writeFileSync(path.join(output, file), readFileSync(path.join(source, file)));
    }
    symlinkSync(path.join(source, 'galleries'), path.join(output, 'galleries'));
    symlinkSync(path.join(source, 'media'), path.join(output, 'media'));

    const templates = readdirSync(path.join(source, 'stories'))
        .sort()
        .map((file) => JSON.parse(readFileSync(path.join(source, 'stories', file), 'utf8')))
        .filter((story) => story.status === 'published' && story.visibility === 'public');
    const start = Date.UTC(2016, 0, 1);
    const span = Date.UTC(2026, 10, 1) - start;
    const perLocale = new Map<string, number>();
    for (let index = 0; index < count; index++) {
        const template = templates[index % templates.length];
        const id = 1_000_000 + index;
        const published = new Date(start + Math.floor((span * index) / count)).toISOString().replace('.000Z', 'Z');
        const story = {
            ...template,
            id,
            uuid: `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
            slug: `${template.slug}-${index}`,
            title: `${template.title} (${index})`,
            published_at: published,
            updated_at: published,
            is_pinned: false,
            translations: [],
        };
        perLocale.set(template.culture.code, (perLocale.get(template.culture.code) ?? 0) + 1);
        writeFileSync(path.join(output, 'stories', `${id}.json`), JSON.stringify(story));
    }
    const languages = JSON.parse(readFileSync(path.join(source, 'languages.json'), 'utf8'));
    for (const language of languages) language.public_stories_count = perLocale.get(language.code) ?? 0;
    writeFileSync(path.join(output, 'languages.json'), JSON.stringify(languages, null, 2));
    writeFileSync(path.join(output, 'READY'), String(count));
    return output;
}

if (import.meta.url === `file://${process.argv[1]}`) {
    const count = Number(process.argv[2] ?? 10_000);
    console.log(generateLargeNewsroom(count, process.argv[3] ? path.resolve(process.argv[3]) : undefined));
}
