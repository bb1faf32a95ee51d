/**
 * Recently served small derivatives kept in memory, bounded by total bytes: the hot images of a
 * page are answered without touching the disk. Least recently used entries go first.
 */
export class ByteLru {
    private readonly entries = new Map<string, Buffer>();
    private bytes = 0;

    constructor(
        private readonly maxBytes: number,
        /** Larger items are not kept: a few big files would push out many small ones. */
        readonly maxItemBytes: number,
    ) {}

    get(key: string): Buffer | undefined {
        const value = this.entries.get(key);
        if (value) {
            // Move to the most recent end.
            this.entries.delete(key);
            this.entries.set(key, value);
        }
        return value;
    }

    set(key: string, value: Buffer): void {
        if (value.length > this.maxItemBytes || value.length > this.maxBytes) return;
        this.delete(key);
        this.entries.set(key, value);
        this.bytes += value.length;
        for (const [oldest, data] of this.entries) {
            if (this.bytes <= this.maxBytes) break;
            this.entries.delete(oldest);
            this.bytes -= data.length;
        }
    }

    delete(key: string): void {
        const value = this.entries.get(key);
        if (!value) return;
        this.entries.delete(key);
        this.bytes -= value.length;
    }

    get size(): number {
        return this.bytes;
    }
}
