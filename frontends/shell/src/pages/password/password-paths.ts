// The spec's paths (§2) are the routes; the shorter spellings earlier builds used redirect
// to them, so old bookmarks and links still arrive.
export const SEND_RESET_LINK_PATH = '/send-reset-password-link';
export const RESET_LINK_SENT_PATH = '/reset-password-link-sent';
export const SHORT_SEND_RESET_LINK_PATH = '/send-reset-link';
export const SHORT_RESET_LINK_SENT_PATH = '/reset-link-sent';
export const PASSWORD_RESET_SUCCESS_PATH = '/password-reset-success';
