/** Adds an external script once (by its address); never inline code, so the CSP stays strict. */
export function addScript(src: string, attributes: Record<string, string> = {}): void {
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    document.head.append(script);
}
