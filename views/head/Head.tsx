import { JsonScript } from '../components/JsonScript';
import type { HeadData } from './head-data';

/** The page-specific part of <head>. Charset, viewport and stylesheets are added by <Document>. */
export function Head({ head }: { head: HeadData }) {
    return (
        <>
            <title>{head.title}</title>
            {head.description ? <meta name="description" content={head.description} /> : null}
            {head.robots ? <meta name="robots" content={head.robots} /> : null}
            {head.refresh ? <meta httpEquiv="refresh" content={`0; url=${head.refresh}`} /> : null}
            {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
            {head.alternates?.map((alternate) => (
                <link
                    key={`alt-${alternate.hreflang}`}
                    rel="alternate"
                    hrefLang={alternate.hreflang}
                    href={alternate.href}
                />
            ))}
            {head.links?.map((link) => (
                <link
                    key={`${link.rel}-${link.href}`}
                    rel={link.rel}
                    href={link.href}
                    type={link.type}
                    title={link.title}
                    sizes={link.sizes}
                    hrefLang={link.hreflang}
                />
            ))}
            {head.meta?.map((tag) =>
                'property' in tag ? (
                    <meta key={`p-${tag.property}-${tag.content}`} property={tag.property} content={tag.content} />
                ) : (
                    <meta key={`n-${tag.name}-${tag.content}`} name={tag.name} content={tag.content} />
                ),
            )}
            {head.jsonLd?.map((data) => (
                <JsonScript
                    key={String((data as { '@type'?: unknown })['@type'])}
                    type="application/ld+json"
                    data={data}
                />
            ))}
        </>
    );
}
