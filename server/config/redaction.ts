/**
 * What a configuration error may say about the value it refused. The one line an operator reads
 * (README, Configuration) names the variable and what was given, but often ends up in a
 * platform's build log or a chat: secrets never appear in it.
 *
 * - Settings named as secrets (`…_TOKEN`, `…_SECRET`, `…_KEY`, `…_PASSWORD`) are told by their
 *   length only.
 * - Any other value is shown with the credentials of a URL masked: the user and password before
 *   `@` (`redis://:pw@host` → `redis://***@host`) and query values named like a secret
 *   (`?token=…`, `?api_key=…`).
 */
const SECRET_NAME = /(?:^|_)(?:TOKEN|SECRET|KEY|PASSWORD|PASS)(?:_|$)/;
/** `scheme://user:pass@` (also a scheme missing its colon), or `user:pass@host` without one. */
const URL_USERINFO = /^([a-z][a-z\d+.-]*:?\/\/)[^/?#]*@/i;
const BARE_USERINFO = /^[^/?#@:]*:[^/?#]*@/;
const SECRET_QUERY_VALUE =
    /([?&][^=&#]*(?:token|key|secret|password|passwd|pwd|auth|signature|sig|credential)[^=&#]*=)[^&#]*/gi;

export function isSecretSetting(name: string): boolean {
    return SECRET_NAME.test(name);
}

/** The value as a configuration error may show it: `unset`, its length, or itself with credentials masked. */
export function describeSettingValue(name: string, value: string | undefined): string {
    if (value === undefined) return 'unset';
    if (value === '') return 'an empty value';
    if (isSecretSetting(name)) {
        const length = [...value].length;
        return `${length} ${length === 1 ? 'character' : 'characters'}, not shown`;
    }
    return JSON.stringify(maskCredentials(value));
}

function maskCredentials(value: string): string {
    const withoutUserinfo = URL_USERINFO.test(value)
        ? value.replace(URL_USERINFO, '$1***@')
        : value.replace(BARE_USERINFO, '***@');
    return withoutUserinfo.replace(SECRET_QUERY_VALUE, '$1***');
}
