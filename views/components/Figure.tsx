import type { ReactNode } from 'react';
import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';

export interface FigureProps extends ResponsiveImageProps {
    /** Shown under the image; omitted when empty. */
    caption?: ReactNode;
    figureClassName?: string;
}

/** An image with its caption: `<figure>` and `<figcaption>`, so the caption is tied to the image. */
export function Figure({ caption, figureClassName, ...image }: FigureProps) {
    const hasCaption = caption !== undefined && caption !== null && caption !== '';
    return (
        <figure className={figureClassName ? `figure ${figureClassName}` : 'figure'}>
            <ResponsiveImage {...image} />
            {hasCaption ? <figcaption className="figure__caption">{caption}</figcaption> : null}
        </figure>
    );
}
