import type { Context } from '@fedify/fedify';
import { Endpoints, Image, LanguageString, Organization, PropertyValue, Service } from '@fedify/fedify/vocab';
import type { UploadedImage } from '../../domain/content';
import { toHtmlLang } from '../../domain/locale/locale-code';
import { imageUrl } from '../../domain/media/image-urls';
import type { ContentSnapshot } from '../content/content-snapshot';
import { type SiteAddress, siteUrlsOf } from '../content/snapshot-urls';
import type { ActorEntry } from './actor-directory';
import { escapeHtml } from './escape-html';
import type { FederationData } from './federation-data';

const ICON_SIZE = 400;
const HEADER_WIDTH = 1500;

export interface ActorSettings {
    site: SiteAddress;
    cdnUrl: string;
    /** A text of the locale catalogues in a language (the profile fields' names). */
    translate: (languageCode: string, key: 'federation.websiteField' | 'federation.pressContactField') => string;
}

/**
 * One of the site's actors as other servers see it (docs/federation.md, "The actors"): the
 * newsroom as an Organization, a category as a Service (it posts on its own, which Mastodon marks
 * as automated). Its name and summary in each language the site serves; its icon and header
 * image; the site's page it stands for; profile fields for the website and the press contact.
 */
export async function actorObject(
    ctx: Context<FederationData>,
    snapshot: ContentSnapshot,
    actor: ActorEntry,
    settings: ActorSettings,
): Promise<Organization | Service> {
    const languages = snapshot.languages.visible();
    const defaultLanguage = snapshot.languages.default;
    const urls = siteUrlsOf(snapshot, settings.site);
    const texts = languages.flatMap((language) => {
        const text = actorTexts(snapshot, actor, language.code);
        return text ? [{ code: language.code, ...text }] : [];
    });
    const main = texts.find((text) => text.code === defaultLanguage.code) ?? texts[0];
    const company = defaultLanguage.company_information;
    const pageUrl = actor.category
        ? urls.absoluteUrls.category(
              main?.code ?? defaultLanguage.code,
              actor.category.i18n[main?.code ?? defaultLanguage.code]?.slug ?? '',
          )
        : urls.absoluteUrls.home(defaultLanguage.code);
    const keyPairs = await ctx.getActorKeyPairs(actor.identifier);
    const values = {
        id: ctx.getActorUri(actor.identifier),
        preferredUsername: actor.handle,
        // The default language's as plain `name` and `summary`, which every server reads, and
        // each language's in the `nameMap` and `summaryMap` beside them.
        names: [
            main?.name ?? snapshot.newsroom.display_name,
            ...texts.map((text) => new LanguageString(text.name, toHtmlLang(text.code))),
        ],
        summaries: [
            ...(main?.summary ? [paragraph(main.summary)] : []),
            ...texts
                .filter((text) => text.summary)
                .map((text) => new LanguageString(paragraph(text.summary), toHtmlLang(text.code))),
        ],
        url: new URL(pageUrl),
        icon: picture(squareIcon(snapshot, actor), settings.cdnUrl, ICON_SIZE),
        image: picture(headerImage(snapshot, actor), settings.cdnUrl, HEADER_WIDTH),
        inbox: ctx.getInboxUri(actor.identifier),
        outbox: ctx.getOutboxUri(actor.identifier),
        followers: ctx.getFollowersUri(actor.identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keyPairs[0]?.cryptographicKey ?? null,
        assertionMethods: keyPairs.map((pair) => pair.multikey),
        manuallyApprovesFollowers: false,
        discoverable: true,
        indexable: snapshot.newsroom.is_indexable,
        attachments: profileFields(snapshot, company.website ?? snapshot.newsroom.url, defaultLanguage.code, settings),
    };
    return actor.category ? new Service(values) : new Organization(values);
}

/** An actor's name and about text in a language, or null when a category has no translation there. */
function actorTexts(
    snapshot: ContentSnapshot,
    actor: ActorEntry,
    code: string,
): { name: string; summary: string } | null {
    if (actor.category) {
        const translation = actor.category.i18n[code];
        if (!translation?.slug) return null;
        return { name: translation.name, summary: translation.description ?? '' };
    }
    const company = snapshot.languages.byCode(code)?.company_information;
    return {
        name: company?.name || snapshot.newsroom.display_name,
        summary: company?.about_plaintext ?? '',
    };
}

/** Website and press contact, as Mastodon shows profile fields: a name and a line of HTML. */
function profileFields(
    snapshot: ContentSnapshot,
    website: string,
    code: string,
    settings: ActorSettings,
): PropertyValue[] {
    const fields = [
        new PropertyValue({
            name: settings.translate(code, 'federation.websiteField'),
            value: link(website, website.replace(/^https?:\/\//, '')),
        }),
    ];
    const company = snapshot.languages.byCode(code)?.company_information;
    const contact = snapshot.contacts.featuredIn(code).find((person) => person.email) ?? null;
    const email = contact?.email ?? company?.email ?? null;
    if (email) {
        const name = settings.translate(code, 'federation.pressContactField');
        fields.push(new PropertyValue({ name, value: link(`mailto:${email}`, email) }));
    }
    return fields;
}

function squareIcon(snapshot: ContentSnapshot, actor: ActorEntry): UploadedImage | null {
    const newsroom = snapshot.newsroom;
    if (actor.category?.image) return actor.category.image;
    return newsroom.square_logo ?? newsroom.icon ?? newsroom.newsroom_logo;
}

function headerImage(snapshot: ContentSnapshot, actor: ActorEntry): UploadedImage | null {
    return actor.category?.image ?? snapshot.newsroom.newsroom_logo;
}

function picture(image: UploadedImage | null, cdnUrl: string, width: number): Image | null {
    if (!image) return null;
    return new Image({ url: new URL(imageUrl(image, cdnUrl, width)), mediaType: image.mime_type });
}

function paragraph(text: string): string {
    return text
        .split(/\n{2,}/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
        .join('');
}

function link(href: string, text: string): string {
    return `<a href="${escapeHtml(href)}" rel="me nofollow noopener" target="_blank">${escapeHtml(text)}</a>`;
}
