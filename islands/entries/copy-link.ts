/**
 * Copy-link behaviour: the server renders a button; this copies the page's absolute URL and
 * announces 'URL copied!' in a live region. Without JavaScript the button stays hidden
 * (the share links and the address bar do the job).
 */
import type { HydrateIsland } from '../types';

interface CopyLinkProps {
    url: string;
    copiedLabel: string;
}

async function copyText(text: string) {
    if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text);
        return;
    }
    // Older browsers and insecure origins: a hidden textarea and execCommand.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
}

export const hydrate: HydrateIsland<CopyLinkProps> = (root, props) => {
    const button = root.querySelector<HTMLButtonElement>('button[data-copy-link]');
    const status = root.querySelector<HTMLElement>('[data-copy-status]');
    if (!button) return;
    button.hidden = false;
    let timer: number | undefined;
    button.addEventListener('click', async () => {
        const url = new URL(props.url, window.location.href).href;
        try {
            await copyText(url);
            if (status) status.textContent = props.copiedLabel;
            button.dataset.copied = 'true';
            window.clearTimeout(timer);
            timer = window.setTimeout(() => {
                if (status) status.textContent = '';
                delete button.dataset.copied;
            }, 3000);
        } catch (error) {
            console.error('Could not copy the URL', error);
        }
    });
};
