/**
 * Remembers up to `limit` answers by key. When full it forgets them all and starts again: that
 * costs less than least-recently-used bookkeeping on every hit, and the keys a site asks for
 * over and over are back after a few requests.
 */
export class BoundedMemo<V> {
    private readonly answers = new Map<string, V>();

    constructor(private readonly limit: number) {}

    get(key: string, compute: () => V): V {
        let answer = this.answers.get(key);
        if (answer === undefined && !this.answers.has(key)) {
            answer = compute();
            if (this.answers.size >= this.limit) this.answers.clear();
            this.answers.set(key, answer);
        }
        return answer as V;
    }
}
