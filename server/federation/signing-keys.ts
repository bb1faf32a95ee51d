import { exportJwk, generateCryptoKeyPair, importJwk, type KvStore } from '@fedify/fedify';
import { compareAndSet } from './compare-and-set';

/** Fedify's key types (Node's own declare CryptoKey as a value only). */
export type SiteKeyPair = Awaited<ReturnType<typeof generateCryptoKeyPair>>;
type JsonWebKey = Awaited<ReturnType<typeof exportJwk>>;

/** Where the site's key pairs live in the federation's store (docs/federation.md, "Keys"). */
const KEYS_KEY = ['newsroom', 'signing-keys'] as const;

interface StoredKeyPair {
    privateKey: JsonWebKey;
    publicKey: JsonWebKey;
}

interface StoredKeys {
    rsa: StoredKeyPair;
    ed25519: StoredKeyPair;
}

/**
 * The site's signing keys: an RSA pair (HTTP Signatures, which every server checks) and an
 * Ed25519 pair (Object Integrity Proofs), made once and kept in the federation's store. All the
 * site's actors sign with them: they speak for one site, and a key per category would be one
 * more thing to lose. Losing them breaks every follower (their servers hold the public keys), so
 * they are made with compare-and-set: two instances starting together end up with the same
 * pair, the one stored first.
 */
export function siteSigningKeys(kv: KvStore): () => Promise<SiteKeyPair[]> {
    let keys: Promise<SiteKeyPair[]> | null = null;
    return () => {
        keys ??= loadOrCreate(kv).catch((error: unknown) => {
            keys = null; // asked again on the next request, not cached as a failure
            throw error;
        });
        return keys;
    };
}

async function loadOrCreate(kv: KvStore): Promise<SiteKeyPair[]> {
    let stored = await kv.get<StoredKeys>(KEYS_KEY);
    if (!stored) {
        const fresh: StoredKeys = {
            rsa: await exported(await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')),
            ed25519: await exported(await generateCryptoKeyPair('Ed25519')),
        };
        const created = await compareAndSet(kv, KEYS_KEY, undefined, fresh);
        stored = created ? fresh : await kv.get<StoredKeys>(KEYS_KEY);
        if (!stored) throw new Error('The federation store lost the signing keys it was just given');
    }
    return [await imported(stored.rsa), await imported(stored.ed25519)];
}

async function exported(pair: SiteKeyPair): Promise<StoredKeyPair> {
    return { privateKey: await exportJwk(pair.privateKey), publicKey: await exportJwk(pair.publicKey) };
}

async function imported(pair: StoredKeyPair): Promise<SiteKeyPair> {
    return {
        privateKey: await importJwk(pair.privateKey, 'private'),
        publicKey: await importJwk(pair.publicKey, 'public'),
    };
}
