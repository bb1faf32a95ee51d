import { describe, expect, it } from 'vitest';
import { sanitizeAboutHtml } from '../../../../views/components/sanitize-about-html';

describe('sanitizeAboutHtml', () => {
    it('keeps text formatting, lists and safe links; drops scripts, handlers and unsafe links', () => {
        const html = sanitizeAboutHtml(
            '  <h2>Who we are</h2><p onclick="x()">We <strong>build</strong> <a href="javascript:alert(1)">bikes</a>' +
                ' in <a href="https://ghent.example" target="_blank">Ghent</a>.</p><script>alert(1)</script>' +
                '<ul><li>One</li></ul><img src="x.png">  ',
        );
        expect(html).toBe(
            '<p>Who we are</p><p>We <strong>build</strong> <a>bikes</a> in <a href="https://ghent.example">Ghent</a>.</p>' +
                '<ul><li>One</li></ul>',
        );
    });

    it('answers an edited text anew (each text is sanitised once, keyed by the text itself)', () => {
        const before = sanitizeAboutHtml('<p>Founded in <em>1998</em>.</p>');
        expect(sanitizeAboutHtml('<p>Founded in <em>1998</em>.</p>')).toBe(before);
        expect(sanitizeAboutHtml('<p>Founded in <em>1999</em>.</p>')).toBe('<p>Founded in <em>1999</em>.</p>');
        expect(sanitizeAboutHtml('<p>Founded in <em>1998</em>.</p><script>x</script>')).toBe(before);
    });
});
