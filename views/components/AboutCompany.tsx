import { useNewsroomSettings, usePageLanguage } from '../site-context';
import { CompanyFacts } from './CompanyFacts';
import { SocialLinks } from './SocialLinks';
import { sanitizeAboutHtml } from './sanitize-about-html';

/** The about-company section: the editor's text, how to reach the company, its social profiles. */
export function AboutCompany({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
    const { t, company } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    const name = company.name || newsroom.display_name;
    const about = company.about ? sanitizeAboutHtml(company.about) : '';
    const Heading = headingLevel === 1 ? 'h1' : 'h2';
    return (
        <section className="about" aria-labelledby="about-heading">
            <div className="about__text">
                <Heading className={headingLevel === 1 ? 'page-title' : 'section-title'} id="about-heading">
                    {t('about.title', { company: name })}
                </Heading>
                {about ? (
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeAboutHtml's allow-list
                    <div className="about__body prose" dir="auto" dangerouslySetInnerHTML={{ __html: about }} />
                ) : company.about_plaintext ? (
                    <p className="about__body" dir="auto">
                        {company.about_plaintext}
                    </p>
                ) : null}
                <SocialLinks />
            </div>
            <CompanyFacts />
        </section>
    );
}
