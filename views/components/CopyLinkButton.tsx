import { copyLinkIsland } from '../../islands/copy-link/island';
import { Island } from '../islands/Island';
import { useSite } from '../site-context';

/** The copy-link island (islands/copy-link/): shown only when scripts run, since copying needs them. */
export function CopyLinkButton({ url }: { url: string }) {
    const { t } = useSite();
    return (
        <Island
            island={copyLinkIsland}
            props={{ url, labels: { copy: t('story.copyUrl'), copied: t('story.urlCopied') } }}
        />
    );
}
