import { Island } from '../islands/Island';
import { useSite } from '../site-context';

/** Hidden until its island runs: copying needs JavaScript, and the URL is in the address bar anyway. */
export function CopyLinkButton({ url }: { url: string }) {
    const { t } = useSite();
    return (
        <Island name="copy-link" hydrate="idle" props={{ url, copiedLabel: t('story.urlCopied') }}>
            <span className="copy-link">
                <button type="button" className="button button--secondary" data-copy-link="" hidden>
                    {t('story.copyUrl')}
                </button>
                <span className="copy-link__status" data-copy-status="" role="status" aria-live="polite" />
            </span>
        </Island>
    );
}
