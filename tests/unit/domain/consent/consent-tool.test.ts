import { describe, expect, it } from 'vitest';
import { consentTool, parseOneTrustSnippet } from '../../../../domain/consent/consent-tool';

/** The snippet OneTrust's script page hands out, as Prezly stores it. */
const SNIPPET = `<!-- OneTrust Cookies Consent Notice start for press.example.com -->
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js"  type="text/javascript" charset="UTF-8" data-domain-script="abc-123" ></script>
<script type="text/javascript">
function OptanonWrapper() { }
</script>
<!-- OneTrust Cookies Consent Notice end for press.example.com -->`;

const STUB = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';

describe('parseOneTrustSnippet', () => {
    it("takes each OneTrust script's address and data-* attributes, nothing else", () => {
        expect(parseOneTrustSnippet(SNIPPET)).toEqual([{ src: STUB, attributes: { 'data-domain-script': 'abc-123' } }]);
    });

    it('keeps the scripts in their order (auto-blocking before the stub), with every data-* attribute', () => {
        const snippet = `<script type="text/javascript" src="https://cdn.cookielaw.org/consent/abc-123/OtAutoBlock.js"></script>
<script src='${STUB}' data-domain-script='abc-123-test' data-document-language="true" data-language=fr onload="steal()"></script>`;
        expect(parseOneTrustSnippet(snippet)).toEqual([
            { src: 'https://cdn.cookielaw.org/consent/abc-123/OtAutoBlock.js', attributes: {} },
            {
                src: STUB,
                attributes: {
                    'data-domain-script': 'abc-123-test',
                    'data-document-language': 'true',
                    'data-language': 'fr',
                },
            },
        ]);
    });

    it.each([
        ['CookiePro', 'https://cookie-cdn.cookiepro.com/scripttemplates/otSDKStub.js'],
        ['Optanon, for older scripts', 'https://optanon.blob.core.windows.net/consent/abc-123.js'],
    ])("accepts OneTrust's other script host: %s", (_name, src) => {
        expect(parseOneTrustSnippet(`<script src="${src}" data-domain-script="abc-123"></script>`)).toEqual([
            { src, attributes: { 'data-domain-script': 'abc-123' } },
        ]);
    });

    it('reads a protocol-relative address as https and decodes entities in attributes', () => {
        expect(
            parseOneTrustSnippet(
                '<script src="//cdn.cookielaw.org/scripttemplates/otSDKStub.js?a=1&amp;b=2"></script>',
            ),
        ).toEqual([{ src: `${STUB}?a=1&b=2`, attributes: {} }]);
    });

    it.each([
        ['another host', '<script src="https://evil.example/otSDKStub.js"></script>'],
        ['a look-alike host', '<script src="https://cdn.cookielaw.org.evil.example/otSDKStub.js"></script>'],
        ['plain http', '<script src="http://cdn.cookielaw.org/scripttemplates/otSDKStub.js"></script>'],
        ['another port', '<script src="https://cdn.cookielaw.org:8443/scripttemplates/otSDKStub.js"></script>'],
        ['credentials', '<script src="https://user@cdn.cookielaw.org/scripttemplates/otSDKStub.js"></script>'],
        ['a javascript: address', '<script src="javascript:alert(1)"></script>'],
        ['a relative address', '<script src="/otSDKStub.js"></script>'],
        ['inline code only', '<script>function OptanonWrapper() {}</script>'],
        ['another element', `<img src="${STUB}">`],
        ['a bare address (not the snippet)', STUB],
        ['nothing', ''],
    ])('takes no script from %s', (_name, snippet) => {
        expect(parseOneTrustSnippet(snippet)).toEqual([]);
    });
});

describe('consentTool', () => {
    it('is the parsed scripts and the category when enabled with a usable snippet', () => {
        expect(consentTool({ is_enabled: true, category: 'C0002', script: SNIPPET })).toEqual({
            scripts: [{ src: STUB, attributes: { 'data-domain-script': 'abc-123' } }],
            category: 'C0002',
        });
    });

    it.each([
        ['disabled', { is_enabled: false, category: 'C0002', script: SNIPPET }],
        ['without a snippet', { is_enabled: true, category: 'C0002', script: '' }],
        [
            'without a OneTrust script',
            { is_enabled: true, category: 'C0002', script: '<script src="https://evil.example/x.js"></script>' },
        ],
        ['without a category', { is_enabled: true, category: ' ', script: SNIPPET }],
    ])('is null %s: the newsroom then asks with our own bar', (_name, setting) => {
        expect(consentTool(setting)).toBeNull();
    });
});
