import { describe, expect, it } from 'vitest';
import { shortenAtWord } from '../../../../domain/text/shorten-at-word';

describe('shortenAtWord: long text cut at a word, with an ellipsis', () => {
    it.each([
        // [text, max length, locale, expected]
        ['Short enough.', 20, 'en', 'Short enough.'],
        ['  Spaces \n and\tnew lines   collapse ', 40, 'en', 'Spaces and new lines collapse'],
        ['Founded in Ghent, the company assembles its bikes', 32, 'en', 'Founded in Ghent, the company…'],
        ['Founded in Ghent, the company, a maker of bikes', 32, 'en', 'Founded in Ghent, the company…'],
        ['Der Hersteller liefert Fahrräder aus Gent', 30, 'de', 'Der Hersteller liefert…'],
        ['تأسست الشركة في غنت عام 2017 وتجمع دراجاتها', 25, 'ar', 'تأسست الشركة في غنت عام…'],
        // Languages written without spaces: cut between words, never inside one.
        ['ノースウィンドは電動自転車を設計し、ヘントの工場で組み立てています。', 12, 'ja', 'ノースウィンドは電動…'],
        ['北风出行公司设计电动自行车并在根特工厂组装。', 9, 'zh-CN', '北风出行公司设计…'],
        ['บริษัทออกแบบจักรยานไฟฟ้าและประกอบในโรงงาน', 20, 'th', 'บริษัทออกแบบจักรยาน…'],
        ['https://example.com/a/very/long/address/without/spaces', 20, 'en', 'https://example.com…'],
        // No word ends in the first half: cut inside the word, on a whole character (grapheme).
        ['Donaudampfschifffahrtsgesellschaftskapitän', 20, 'de', 'Donaudampfschifffah…'],
        ['👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦', 20, 'en', '👩‍👩‍👧‍👦…'],
    ])('%j in %i characters (%s)', (text, max, locale, expected) => {
        const shortened = shortenAtWord(text, max, locale);
        expect(shortened).toBe(expected);
        expect(shortened.length).toBeLessThanOrEqual(max);
    });

    it('falls back to a plain word break for a language tag Intl does not know', () => {
        expect(shortenAtWord('one two three four', 12, 'not a tag!')).toBe('one two…');
    });

    it('keeps each cut by text and room: the same text in another room gets its own cut', () => {
        const text = 'Founded in Ghent, the company assembles its bikes';
        expect(shortenAtWord(text, 32, 'en')).toBe('Founded in Ghent, the company…');
        expect(shortenAtWord(text, 20, 'en')).toBe('Founded in Ghent…');
        expect(shortenAtWord(text, 32, 'en')).toBe('Founded in Ghent, the company…');
        expect(shortenAtWord(`${text} today`, 32, 'en')).toBe('Founded in Ghent, the company…');
        expect(shortenAtWord(text, 80, 'en')).toBe(text);
    });
});
