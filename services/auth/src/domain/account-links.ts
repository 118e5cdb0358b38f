// The links mailed to users. Both open the app on the public origin: the verification
// link hits the gateway, which forwards it here; the reset link opens the browser's
// reset page, which sends the secret back with the new password.

/** Where a verification link lands in the browser (spec §2 `/email-verified`). */
export const EMAIL_VERIFIED_PAGE = '/email-verified';
export const EMAIL_VERIFICATION_FAILED_PAGE = '/email-verified?status=invalid';

/** Joins a path to the public URL, keeping any path prefix the app is served under. */
function publicLink(publicUrl: string, path: string, query: Record<string, string>): string {
  const url = new URL(publicUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = new URLSearchParams(query).toString();
  url.hash = '';
  return url.toString();
}

export function verifyEmailLink(publicUrl: string, userId: string, token: string): string {
  return publicLink(publicUrl, '/auth/verify-email', { userId, token });
}

export function resetPasswordLink(publicUrl: string, userId: string, token: string): string {
  return publicLink(publicUrl, `/reset-password/${encodeURIComponent(userId)}`, { token });
}
