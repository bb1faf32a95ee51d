import type { Contact } from '../../domain/content';
import { AboutCompany } from '../components/AboutCompany';
import { ContactsSection } from '../components/ContactsSection';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage, useSiteAddresses } from '../site-context';

/** The about-company block on a page of its own, with the press contacts to reach. */
export function AboutPage({ contacts }: { contacts: Contact[] }) {
    const { languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <SiteLayout currentHref={urls.page(languageCode, 'about')}>
            <div className="container section">
                <AboutCompany headingLevel={1} />
            </div>
            {contacts.length > 0 ? (
                <div className="container">
                    <ContactsSection contacts={contacts} />
                </div>
            ) : null}
        </SiteLayout>
    );
}
