/** Copies text: the Clipboard API, else (older browsers, insecure origins) a textarea and execCommand. */
export async function copyText(text: string): Promise<void> {
    if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(text);
        return;
    }
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
}
