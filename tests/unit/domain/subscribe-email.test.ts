import { describe, expect, it } from 'vitest';
import { checkSubscribeEmail } from '../../../domain/subscribe-email';

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
        ['ada@example.c', 'invalidEmail'],
        ['ada@example.c0m', 'invalidEmail'],
        ['ada@-example.com', 'invalidEmail'],
        ['ada@example..com', 'invalidEmail'],
        ['.ada@example.com', 'invalidEmail'],
        ['ada.@example.com', 'invalidEmail'],
        ['a..da@example.com', 'invalidEmail'],
        ["ada'@example.com", 'invalidEmail'],
        ['ada@@example.com', 'invalidEmail'],
        ['a da@example.com', 'invalidEmail'],
        ['<script>', 'invalidEmail'],
        [`${'a'.repeat(400)}@example.com`, 'invalidEmail'],
    ])('refuses %j: %s', (typed, problem) => {
        expect(checkSubscribeEmail(typed)).toEqual({ problem });
    });

    it('counts the 320-character limit after trimming', () => {
        const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}`;
        expect(longest).toHaveLength(320);
        expect(checkSubscribeEmail(` ${longest} `)).toEqual({ email: longest });
        expect(checkSubscribeEmail(`a${longest}`)).toEqual({ problem: 'invalidEmail' });
    });
});
