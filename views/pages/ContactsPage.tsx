import type { Contact } from '../../domain/content';
import { ContactsSection } from '../components/ContactsSection';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage, useSiteAddresses } from '../site-context';

/** The media contacts on a page of their own (the home page shows them too). */
export function ContactsPage({ contacts }: { contacts: Contact[] }) {
    const { languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <SiteLayout currentHref={urls.page(languageCode, 'contacts')}>
            <div className="container section">
                <ContactsSection contacts={contacts} headingLevel={1} />
            </div>
        </SiteLayout>
    );
}
