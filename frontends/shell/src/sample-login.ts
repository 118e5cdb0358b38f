// The demo account the runner seeds (Sample Login on the login screen fills and submits it).
export const SAMPLE_LOGIN = Object.freeze({ username: 'sample@outings.app', password: 'Sample-login1' });
