/**
 * Where Prezly's API shapes differ from our content model, these functions bring a raw record
 * to the model's input shape; the shared zod schemas (domain/content) then validate it exactly as
 * they validate the files source. They only rename and reshape: anything they do not recognise
 * passes through untouched, so the schema reports it.
 */
import type { LeftOutField } from '../validate';
import { themeFromPrezly } from './prezly-theme';

type Rec = Record<string, unknown>;

const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Prezly sends '' for some unset optional fields; the model's email and URL fields want null. */
function blankToNull(record: Rec, keys: string[]): Rec {
    const copy = { ...record };
    for (const key of keys) if (copy[key] === '') copy[key] = null;
    return copy;
}

/** A host name with a dot, and maybe a port and a path, typed without its scheme (`www.acme.example/about`). */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(:\d+)?([/?#]\S*)?$/u;

/**
 * A link as an editor typed it into Prezly, made absolute: a relative one (`/events`) is read
 * against the newsroom's own address, where Prezly's theme, linking it as it is, sends the
 * visitor; a protocol-relative one (`//host/path`) and a bare host name (`www.acme.example`) as
 * https. Anything else is left as it is, for the schema to judge.
 */
export function absoluteLink(value: unknown, newsroomUrl: unknown): unknown {
    if (typeof value !== 'string') return value;
    const link = value.trim();
    if (link.startsWith('//')) return `https:${link}`;
    if (link.startsWith('/')) {
        try {
            return new URL(link, String(newsroomUrl)).href;
        } catch {
            return link;
        }
    }
    return BARE_HOST.test(link) ? `https://${link}` : link;
}

/** Prezly's newer tracking-policy names, mapped onto those the site implements (docs/product-rules.md §4.3). */
const TRACKING_POLICIES: Record<string, string> = {
    normal: 'default',
    strict: 'consent-to-identify',
};

/**
 * The newsroom record; `leftOut` collects the theme settings that could not be used
 * (prezly-theme.ts). An unknown tracking policy passes through, for the schema to leave out.
 */
export function newsroomFromPrezly(raw: unknown, themeSettings: Rec | null, leftOut?: LeftOutField[]): unknown {
    if (!isRecord(raw)) return raw;
    const preset = isRecord(raw.active_theme_preset) ? raw.active_theme_preset : null;
    const settings = themeSettings ?? (isRecord(preset?.settings) ? preset.settings : null);
    const policy = typeof raw.tracking_policy === 'string' ? raw.tracking_policy : undefined;
    const record = blankToNull(raw, ['custom_data_request_link', 'plausible_site_id', 'google_analytics_id']);
    return {
        ...record,
        custom_data_request_link: absoluteLink(record.custom_data_request_link, raw.url),
        tracking_policy: policy ? (TRACKING_POLICIES[policy] ?? policy) : undefined,
        policies: policiesFromPrezly(raw),
        theme: themeFromPrezly(settings, leftOut),
    };
}

/**
 * `policies` as sent (asked for with `include=policies`), links made absolute; an account
 * without them may still have the deprecated privacy link.
 */
function policiesFromPrezly(raw: Rec): unknown {
    const sent = isRecord(raw.policies) ? raw.policies : null;
    const link = raw.custom_privacy_policy_link;
    const deprecated = typeof link === 'string' && link ? { privacy_policy: { link } } : null;
    const policies = sent?.privacy_policy || !deprecated ? sent : { ...sent, ...deprecated };
    if (!policies) return raw.policies;
    return Object.fromEntries(
        Object.entries(policies).map(([name, policy]) => [
            name,
            isRecord(policy) && 'link' in policy ? { ...policy, link: absoluteLink(policy.link, raw.url) } : policy,
        ]),
    );
}

/** A language, its links made absolute against the newsroom's address (absoluteLink). */
export function languageFromPrezly(raw: unknown, newsroomUrl?: unknown): unknown {
    if (!isRecord(raw)) return raw;
    const company = isRecord(raw.company_information)
        ? blankToNull(raw.company_information, ['email', 'website'])
        : raw.company_information;
    if (isRecord(company)) company.website = absoluteLink(company.website, newsroomUrl);
    const notifications = Array.isArray(raw.notifications)
        ? raw.notifications.map((notification) =>
              isRecord(notification) && Array.isArray(notification.actions)
                  ? {
                        ...notification,
                        actions: notification.actions.map((action) => notificationAction(action, newsroomUrl)),
                    }
                  : notification,
          )
        : raw.notifications;
    return { ...raw, company_information: company, notifications };
}

/** Prezly's notification actions are { name, target }; ours are { text, url }. */
function notificationAction(action: unknown, newsroomUrl: unknown): unknown {
    if (!isRecord(action) || 'text' in action) return action;
    const { name, target, ...rest } = action;
    return { ...rest, text: name, url: absoluteLink(target, newsroomUrl) };
}

export function categoryFromPrezly(raw: unknown): unknown {
    if (!isRecord(raw) || !isRecord(raw.i18n)) return raw;
    // Prezly lists every newsroom locale in i18n; an untranslated one has an empty name. Only
    // real translations are kept, like the files source's categories.
    const i18n = Object.fromEntries(
        Object.entries(raw.i18n).filter(
            ([, translation]) =>
                !isRecord(translation) || (typeof translation.name === 'string' && translation.name.trim() !== ''),
        ),
    );
    return { ...raw, i18n };
}

/**
 * A press contact. Prezly lists the languages a contact is shown in, and Prezly's theme shows one
 * with none in no language; the model's empty list means every language, so a contact listed in
 * every language of the newsroom (`languageCodes`) is read as shown in every language, one listed
 * in none as shown nowhere.
 */
export function contactFromPrezly(raw: unknown, newsroomUrl?: unknown, languageCodes: readonly string[] = []): unknown {
    if (!isRecord(raw)) return raw;
    const listed = Array.isArray(raw.display_locales)
        ? raw.display_locales.map((locale) => (isRecord(locale) ? locale.code : locale))
        : raw.display_locales;
    const shownNowhere = Array.isArray(listed) && listed.length === 0;
    const everywhere =
        Array.isArray(listed) && languageCodes.length > 0 && languageCodes.every((code) => listed.includes(code));
    const contact = blankToNull(raw, ['email', 'website']);
    return {
        ...contact,
        website: absoluteLink(contact.website, newsroomUrl),
        display_locales: everywhere ? [] : listed,
        shown_nowhere: shownNowhere,
    };
}

export function galleryFromPrezly(raw: unknown): unknown {
    if (!isRecord(raw)) return raw;
    // `title` is deprecated in favour of `name`; an empty `content` is no album layout.
    const content = typeof raw.content === 'string' && raw.content.trim() === '' ? null : raw.content;
    return { ...raw, title: typeof raw.name === 'string' && raw.name ? raw.name : raw.title, content };
}

export function storyFromPrezly(raw: unknown): unknown {
    if (!isRecord(raw)) return raw;
    const seo = isRecord(raw.seo_settings) ? blankToNull(raw.seo_settings, ['canonical_url']) : raw.seo_settings;
    // Prezly's `tag_names` are the model's `tags`.
    const tags = Array.isArray(raw.tag_names) ? raw.tag_names : raw.tags;
    return { ...raw, seo_settings: seo, oembed: oembedFromPrezly(raw.oembed, raw.title), tags };
}

/** Prezly's oEmbed info has an optional title; the model wants one, so the story's stands in. */
function oembedFromPrezly(oembed: unknown, title: unknown): unknown {
    if (!isRecord(oembed)) return oembed;
    if (typeof oembed.url !== 'string' || !oembed.url) return null;
    return { ...oembed, title: typeof oembed.title === 'string' ? oembed.title : title };
}
