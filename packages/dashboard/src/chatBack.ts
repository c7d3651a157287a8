/**
 * Where the chat's back arrow leads when /bot/:userId/:botId was opened directly (a shared link in a fresh tab, a
 * reload), so the tab has no page of the app to go back to: the owner goes to their bots, a signed-in person to
 * the owner's profile. A visitor (no token) may not see profiles (the profile screen sends them to /), so they go
 * back to the page that linked here (a résumé, a message) when the tab has one — null: the tab's history — else
 * straight to the landing page, never through a profile that bounces them. Used by the app's chat screen
 * (screens/BotChat.tsx) and by the share link's own page (share/SharedChatPage.tsx).
 */
export function backFromOpenedChat(
  ownerId: string,
  viewer: { signedIn: boolean; id: string | undefined },
  tabHasHistory: boolean,
): string | null {
  if (viewer.signedIn && viewer.id === ownerId) return '/your-bots';
  if (viewer.signedIn) return `/profile/${encodeURIComponent(ownerId)}`;
  return tabHasHistory ? null : '/';
}
