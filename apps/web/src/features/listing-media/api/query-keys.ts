/** Everything this feature caches, by listing: a write to a listing's photos refreshes its keys. */
export const listingMediaKeys = {
  all: ['listing-media'] as const,
  listing: (id: string) => [...listingMediaKeys.all, id] as const,
  /** GET /api/media/{id}/media: the photos in every status, and the agency's usage. */
  media: (id: string) => [...listingMediaKeys.listing(id), 'media'] as const,
  /** GET /properties/{id}: the title and map position the screens show and tag photos with. */
  details: (id: string) => [...listingMediaKeys.listing(id), 'details'] as const,
  /** GET /api/agent/profile: whether the agent tabs show the SUPER_AGENT's sections. */
  agentProfile: () => [...listingMediaKeys.all, 'agent-profile'] as const,
};

/** The key every write of a listing's photos runs under, so polling can wait for them. */
export const mediaMutationKey = (id: string) => [...listingMediaKeys.listing(id), 'write'] as const;
