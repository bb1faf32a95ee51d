import type { ReactNode } from 'react';
import { usePageLanguage } from '../site-context';
import { Icon, type IconName } from './Icon';

/** `dir`: the address is the company's own text, in whatever language; links read left to right. */
function Fact({ icon, label, dir, children }: { icon: IconName; label: string; dir?: 'auto'; children: ReactNode }) {
    return (
        <div>
            <dt>
                <Icon name={icon} />
                {label}
            </dt>
            <dd dir={dir}>{children}</dd>
        </div>
    );
}

/** A website address as people say it: no scheme, no www, no trailing slash. */
function displayedWebsite(url: string): string {
    return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** How to reach the company: address, website, e-mail and phone, those it has. */
export function CompanyFacts() {
    const { t, company } = usePageLanguage();
    if (!company.address && !company.website && !company.email && !company.phone) return null;
    return (
        <dl className="about__facts">
            {company.address ? (
                <Fact icon="pin" label={t('about.address')} dir="auto">
                    {company.address}
                </Fact>
            ) : null}
            {company.website ? (
                <Fact icon="link" label={t('about.website')}>
                    <a href={company.website} rel="noopener" dir="ltr">
                        {displayedWebsite(company.website)}
                    </a>
                </Fact>
            ) : null}
            {company.email ? (
                <Fact icon="mail" label={t('contacts.email')}>
                    <a href={`mailto:${company.email}`} dir="ltr">
                        {company.email}
                    </a>
                </Fact>
            ) : null}
            {company.phone ? (
                <Fact icon="phone" label={t('contacts.phone')}>
                    <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                        {company.phone}
                    </a>
                </Fact>
            ) : null}
        </dl>
    );
}
