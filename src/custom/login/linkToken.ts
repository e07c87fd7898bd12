/**
 * Invitation and reset links arrive as /admin/login?token=... (spec §2). The token is read
 * once, kept in memory, and removed from the address bar so it does not linger in the
 * history, in screenshots or in a shared URL.
 */
export const readLinkToken = (): string | null => {
  const token = new URLSearchParams(window.location.search).get('token');
  return token && token.trim() !== '' ? token : null;
};

export const removeLinkTokenFromAddressBar = (): void => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  // Keep the router's history state so back/forward still work.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};
