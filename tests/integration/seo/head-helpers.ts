import type { HTMLElement } from 'node-html-parser';
import request from 'supertest';
import type { NewsroomApp } from '../../../server/app';
import { parseHtml } from '../../helpers/html';

/** The SEO-relevant parts of a page's <head>, read with an HTML parser. */
export interface ParsedHead {
    status: number;
    title: string | undefined;
    description: string | undefined;
    robots: string | undefined;
    canonical: string | undefined;
    hreflang: Record<string, string>;
    property: (name: string) => string[];
    name: (name: string) => string | undefined;
    linkOfType: (type: string) => HTMLElement[];
    jsonLd: Record<string, unknown>[];
    html: HTMLElement;
}

export function readHead(text: string, status = 200): ParsedHead {
    const html = parseHtml(text);
    const head = html.querySelector('head')!;
    const hreflang: Record<string, string> = {};
    for (const link of head.querySelectorAll('link[rel="alternate"][hreflang]')) {
        hreflang[link.getAttribute('hreflang')!] = link.getAttribute('href')!;
    }
    return {
        status,
        title: head.querySelector('title')?.text,
        description: head.querySelector('meta[name="description"]')?.getAttribute('content'),
        robots: head.querySelector('meta[name="robots"]')?.getAttribute('content'),
        canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        hreflang,
        property: (name) =>
            head.querySelectorAll(`meta[property="${name}"]`).map((meta) => meta.getAttribute('content')!),
        name: (name) => head.querySelector(`meta[name="${name}"]`)?.getAttribute('content'),
        linkOfType: (type) => head.querySelectorAll(`link[rel="alternate"][type="${type}"]`),
        jsonLd: head
            .querySelectorAll('script[type="application/ld+json"]')
            .map((script) => JSON.parse(script.text) as Record<string, unknown>),
        html,
    };
}

export async function fetchHead(app: NewsroomApp, path: string): Promise<ParsedHead> {
    const response = await request(app).get(path);
    return readHead(response.text, response.status);
}

export const ORIGIN = 'http://newsroom.test';
