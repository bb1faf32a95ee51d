import { SubscribeForm } from '../components/SubscribeForm';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage } from '../site-context';

export interface SubscribePageProps {
    /** The address as typed, put back in the field after a refusal. */
    value?: string;
    /** Why the address was refused: a `subscribe.` catalogue key (the messages of docs/product-rules.md §5.3). */
    errorKey?: 'required' | 'invalidEmail' | 'failed';
}

/** The subscription form alone: linked from mailings, and shown again when an address is refused. */
export function SubscribePage({ value, errorKey }: SubscribePageProps) {
    const { t } = usePageLanguage();
    return (
        <SiteLayout>
            <div className="container section subscribe-page">
                <SubscribeForm value={value} error={errorKey ? t(`subscribe.${errorKey}`) : null} headingLevel={1} />
            </div>
        </SiteLayout>
    );
}
