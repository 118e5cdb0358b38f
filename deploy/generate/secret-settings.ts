// Settings of a service's manifest that are secrets (the VAPID pair web push signs with).
// Unlike other settings they get an entry of their own in the deploy files: compose takes
// each from the environment with a public development default, k8s from the Secret
// `outings-secrets` (k8s/secrets.env: a placeholder a site replaces; the dev overlay: the
// development value). Locally the runners make and keep their own (deploy/runner).
import type { ServiceManifest } from '@outings/contracts';

/**
 * Each secret setting with its development value, public on purpose like the dev
 * passwords: a pair made once with `npx web-push generate-vapid-keys`, good for nothing
 * beyond a try-out (a browser subscribed with it accepts pushes signed by anyone who has this file).
 */
export const SECRET_SETTINGS: Readonly<Record<string, string>> = {
  VAPID_PUBLIC_KEY: 'BHOjp5_8zbxkRwyrbzagrsHzIco_nqx8SC2MqrEh8ZAmcS-bf3mtuZUtU5_gtUv0Dijx6rxWGsc2BS8bvYYEZI4',
  VAPID_PRIVATE_KEY: 'onEWqIWr5O8IuNCERdOqGAp9RY1kJcKSiYUENFrJVeo',
};

/** The manifest's settings that are secrets, in its order. */
export const secretSettingsOf = (manifest: ServiceManifest): string[] => manifest.settings.filter((name) => name in SECRET_SETTINGS);

/** Development value of a secret setting. */
export const devSecret = (name: string): string => SECRET_SETTINGS[name] ?? '';
