/**
 * The globals domain/ may use: the ones the server (Node) and the browser both define, as the
 * WHATWG URL and Encoding standards and the console give them. tsconfig.domain.json checks
 * domain/ with neither the DOM nor Node's types, only these, so a domain file that reaches for
 * `process`, `Buffer`, `window` or `document` fails the typecheck (docs/architecture.md, "Layers").
 * The server and the browser check their own files against their own, complete declarations.
 */

declare class URLSearchParams implements Iterable<[string, string]> {
    constructor(init?: string | Record<string, string> | Iterable<readonly [string, string]> | URLSearchParams);
    readonly size: number;
    append(name: string, value: string): void;
    delete(name: string, value?: string): void;
    get(name: string): string | null;
    getAll(name: string): string[];
    has(name: string, value?: string): boolean;
    set(name: string, value: string): void;
    sort(): void;
    forEach(callback: (value: string, name: string, parent: URLSearchParams) => void): void;
    entries(): IterableIterator<[string, string]>;
    keys(): IterableIterator<string>;
    values(): IterableIterator<string>;
    [Symbol.iterator](): IterableIterator<[string, string]>;
    toString(): string;
}

declare class URL {
    constructor(url: string | URL, base?: string | URL);
    static canParse(url: string | URL, base?: string | URL): boolean;
    static parse(url: string | URL, base?: string | URL): URL | null;
    hash: string;
    host: string;
    hostname: string;
    href: string;
    readonly origin: string;
    password: string;
    pathname: string;
    port: string;
    protocol: string;
    search: string;
    readonly searchParams: URLSearchParams;
    username: string;
    toString(): string;
    toJSON(): string;
}

declare class TextEncoder {
    readonly encoding: string;
    encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare const console: {
    debug(...data: unknown[]): void;
    error(...data: unknown[]): void;
    info(...data: unknown[]): void;
    log(...data: unknown[]): void;
    warn(...data: unknown[]): void;
};
