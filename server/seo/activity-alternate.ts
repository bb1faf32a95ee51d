/**
 * A page's ActivityPub twin (docs/federation.md): the actor of the home page or a category, a
 * listed story's Article. Fediverse software reads it to find the object behind a pasted address.
 */
export function activityPubAlternate(href: string): { rel: string; type: string; href: string } {
    return { rel: 'alternate', type: 'application/activity+json', href };
}
