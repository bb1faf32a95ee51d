import type { ReactNode } from 'react';
import { useSite } from '../site-context';
import { Icon, type IconName } from './Icon';

function Fact({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
    return (
        <div>
            <dt>
                <Icon name={icon} />
                {label}
            </dt>
            <dd>{children}</dd>
        </div>
    );
}

/** A website address as people say it: no scheme, no www, no trailing slash. */
function displayedWebsite(url: string): string {
    return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

/** How to reach the company: address, website, e-mail and phone, those it has. */
export function CompanyFacts() {
    const { t, company } = useSite();
    if (!company.address && !company.website && !company.email && !company.phone) return null;
    return (
        <dl className="about__facts">
            {company.address ? (
                <Fact icon="pin" label={t('about.address')}>
                    {company.address}
                </Fact>
            ) : null}
            {company.website ? (
                <Fact icon="link" label={t('about.website')}>
                    <a href={company.website} rel="noopener">
                        {displayedWebsite(company.website)}
                    </a>
                </Fact>
            ) : null}
            {company.email ? (
                <Fact icon="mail" label={t('contacts.email')}>
                    <a href={`mailto:${company.email}`}>{company.email}</a>
                </Fact>
            ) : null}
            {company.phone ? (
                <Fact icon="phone" label={t('contacts.phone')}>
                    <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
                </Fact>
            ) : null}
        </dl>
    );
}
