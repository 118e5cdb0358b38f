// Types of shared-singletons.js, for the tests that check the federation's sharing.
export interface ShareConfig {
  singleton: true;
  strictVersion?: true;
  requiredVersion: string;
  version?: string;
}
export declare const SHARED_SINGLETONS: Readonly<Record<string, ShareConfig>>;
