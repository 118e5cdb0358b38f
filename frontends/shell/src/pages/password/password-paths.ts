// The short spellings are the routes; the spec's longer ones (§2) redirect to them.
export const SEND_RESET_LINK_PATH = '/send-reset-link';
export const RESET_LINK_SENT_PATH = '/reset-link-sent';
export const SPEC_SEND_RESET_LINK_PATH = '/send-reset-password-link';
export const SPEC_RESET_LINK_SENT_PATH = '/reset-password-link-sent';
export const PASSWORD_RESET_SUCCESS_PATH = '/password-reset-success';
