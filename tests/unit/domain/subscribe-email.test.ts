import { describe, expect, it } from 'vitest';
import { checkSubscribeEmail, isEmailAddress } from '../../../domain/subscribe-email';

describe('checkSubscribeEmail: the one rule of the subscription form, on the server and in the browser', () => {
    it.each([
        ['ada@example.com', 'ada@example.com'],
        ['  ada@example.com  ', 'ada@example.com'],
        ['ada+news@example.com', 'ada+news@example.com'],
        ["o'neil.ada_1-x@mail.example.co.uk", "o'neil.ada_1-x@mail.example.co.uk"],
        ['ADA@EXAMPLE.COM', 'ADA@EXAMPLE.COM'],
    ])('accepts %j', (typed, email) => {
        expect(checkSubscribeEmail(typed)).toEqual({ email });
    });

    it.each([
        ['', 'required'],
        ['   ', 'required'],
        ['ada.example.com', 'invalidEmail'],
        ['ada@', 'invalidEmail'],
        ['@example.com', 'invalidEmail'],
        ['ada@example', 'invalidEmail'],
        ['ada@-example.com', 'invalidEmail'],
        ['ada@example..com', 'invalidEmail'],
        ['.ada@example.com', 'invalidEmail'],
        ['ada.@example.com', 'invalidEmail'],
        ['a..da@example.com', 'invalidEmail'],
        ['ada@@example.com', 'invalidEmail'],
        ['a da@example.com', 'invalidEmail'],
        ['<script>', 'invalidEmail'],
        [`${'a'.repeat(400)}@example.com`, 'invalidEmail'],
    ])('refuses %j: %s', (typed, problem) => {
        expect(checkSubscribeEmail(typed)).toEqual({ problem });
    });

    it('checks the address after trimming, and sends it on in NFC', () => {
        const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
        expect(longest).toHaveLength(254);
        expect(checkSubscribeEmail(` ${longest} `)).toEqual({ email: longest });
        expect(checkSubscribeEmail(`a${longest}`)).toEqual({ problem: 'invalidEmail' });
        const decomposed = 'jose\u0301@example.com';
        expect(checkSubscribeEmail(decomposed)).toEqual({ email: 'jos\u00e9@example.com' });
    });
});

const label63 = `${'a'.repeat(63)}`;
/** A domain of exactly `length` characters made of 63-character labels. */
const domainOf = (length: number) => {
    const labels: string[] = [];
    let left = length - 4; // room for `.com`
    while (left > 0) {
        const size = Math.min(63, left - (labels.length ? 1 : 0));
        labels.push('d'.repeat(size));
        left -= size + (labels.length > 1 ? 1 : 0);
    }
    return `${labels.join('.')}.com`;
};

describe('isEmailAddress: RFC 5321 lengths, RFC 6531/6532 UTF-8, IDN domains', () => {
    it.each([
        ['a plain address', 'ada@example.com'],
        ['a tag', 'ada+news@example.com'],
        ['dots and an apostrophe', "o'neil.mary@mail.example.ie"],
        ['every special character of atext', "!#$%&'*+-/=?^_`{|}~@example.com"],
        ['a UTF-8 local part', 'josé@example.com'],
        ['an internationalised domain', 'a@例え.jp'],
        ['both', '用户@例子.广告'],
        ['Greek', 'δοκιμή@παράδειγμα.δοκιμή'],
        ['Cyrillic', 'иван@пример.рф'],
        ['an accented domain', 'info@bücher.de'],
        ['a domain already in punycode', 'a@xn--r8jz45g.jp'],
        ['a quoted local part', '"john doe"@example.com'],
        ['a quoted local part with an @ and an escape', '"a@b\\"c"@example.com'],
        ['a local part of 64 octets', `${'a'.repeat(64)}@example.com`],
        ['a label of 63 characters', `a@${label63}.example.com`],
        ['a whole address of 254 octets', `${'a'.repeat(64)}@${domainOf(189)}`],
        ['upper case', 'Ada.Lovelace@Example.COM'],
        ['a digit top-level label with letters', 'a@example.x1'],
    ])('accepts %s: %s', (_name, address) => {
        expect(isEmailAddress(address)).toBe(true);
    });

    it.each([
        ['a 300-character local part', `${'a'.repeat(300)}@example.com`],
        ['a local part of 65 octets', `${'a'.repeat(65)}@example.com`],
        ['a local part of 33 characters but 66 octets', `${'é'.repeat(33)}@example.com`],
        ['a label of 64 characters', `a@${'a'.repeat(64)}.example.com`],
        ['a domain over 255 octets', `a@${domainOf(256)}`],
        ['a whole address over 254 octets', `${'a'.repeat(64)}@${domainOf(190)}`],
        ['no @', 'ada.example.com'],
        ['no domain', 'ada@'],
        ['no local part', '@example.com'],
        ['two @', 'ada@@example.com'],
        ['a one-label domain', 'ada@localhost'],
        ['an address literal', 'ada@[192.0.2.1]'],
        ['an IP address', 'ada@192.0.2.1'],
        ['a numeric top-level label', 'ada@example.123'],
        ['two dots in a row', 'a..b@example.com'],
        ['a leading dot', '.ada@example.com'],
        ['a trailing dot in the local part', 'ada.@example.com'],
        ['a trailing dot in the domain', 'ada@example.com.'],
        ['a space', 'a b@example.com'],
        ['a space in the domain', 'ada@exa mple.com'],
        ['a label starting with a dash', 'ada@-example.com'],
        ['a label ending with a dash', 'ada@example-.com'],
        ['an underscore in the domain', 'ada@exa_mple.com'],
        ['a control character', 'a\u0000b@example.com'],
        ['an invisible format character', 'a\u200eb@example.com'],
        ['an unclosed quote', '"ada@example.com'],
        ['a quote inside an atom', 'a"b@example.com'],
        ['markup', '<script>@example.com'],
        ['an empty string', ''],
    ])('refuses %s', (_name, address) => {
        expect(isEmailAddress(address)).toBe(false);
    });
});
