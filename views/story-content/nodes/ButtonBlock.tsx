import { z } from 'zod';
import { useNewsroomSettings } from '../../site-context';
import { classNames } from '../class-names';
import { storyLinkHref } from '../safe-url';
import { NewTabSchema, parseNode } from '../schemas';

const ButtonBlockSchema = z.looseObject({
    type: z.literal('button-block'),
    href: z.string(),
    label: z.string().trim().min(1),
    layout: z.enum(['left', 'center', 'right', 'wide']).catch('left'),
    variant: z.enum(['default', 'outline']).catch('default'),
    new_tab: NewTabSchema,
});

const LAYOUT_CLASS = {
    left: 'content-button--start',
    center: 'content-button--center',
    right: 'content-button--end',
    wide: 'content-button--wide',
} as const;

/** A call-to-action link styled as a button. Without a safe href there is nothing to press. */
export function ButtonBlock({ node }: { node: unknown }) {
    const { newsroom } = useNewsroomSettings();
    const button = parseNode(ButtonBlockSchema, node);
    const href = storyLinkHref(button?.href, newsroom.url);
    if (!button || !href) return null;
    const newTab = button.new_tab && /^https?:/.test(href);
    return (
        <div className={classNames('content-button', LAYOUT_CLASS[button.layout])}>
            <a
                className={classNames(
                    'content-button__link',
                    button.variant === 'outline' && 'content-button__link--outline',
                )}
                href={href}
                target={newTab ? '_blank' : undefined}
                rel={newTab ? 'noopener noreferrer' : undefined}
            >
                {button.label}
            </a>
        </div>
    );
}
