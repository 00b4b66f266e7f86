/** Everything the webhook admin screens cache; a save, rotation or delete invalidates it all. */
export const adminWebhooksQueryKey = ['admin-webhooks'] as const;
