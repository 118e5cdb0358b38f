// The kit is a versioned library shared as one copy on a page (frontends/shared-singletons.js):
// its exports are recorded with its version, every front end depends on that version, and
// the federation refuses a remote that needs another kit than the one the page holds.
import { createInstance } from '@module-federation/runtime';
import * as kit from '@outings/fe-kit';
import * as core from '@outings/fe-kit/core';
import { SHARED_SINGLETONS } from '../../../shared-singletons';
import chatPackage from '../../../chat/package.json';
import outingPackage from '../../../outing/package.json';
import profilePackage from '../../../profile/package.json';
import shellPackage from '../../../shell/package.json';
import socialPackage from '../../../social/package.json';
import kitPackage from '../../package.json';
import publicApi from '../../public-api.json';

const FRONT_ENDS = [shellPackage, outingPackage, socialPackage, profilePackage, chatPackage].map((pkg) => [pkg.name, pkg.dependencies] as const);
const KIT_ENTRIES = ['@outings/fe-kit', '@outings/fe-kit/core'] as const;

describe("the kit's version", () => {
  it('is the one its recorded exports belong to: a change of exports needs a new version and a new record', () => {
    // On a failure: raise "version" in frontends/kit/package.json (and in each front end's
    // dependency on it), then write the exports below into frontends/kit/public-api.json.
    expect({ version: kitPackage.version, core: Object.keys(core).sort(), kit: Object.keys(kit).sort() }).toEqual(publicApi);
  });

  it.each(FRONT_ENDS)('is the one %s depends on', (_name, dependencies) => {
    expect(dependencies['@outings/fe-kit']).toBe(kitPackage.version);
  });

  it.each(KIT_ENTRIES)('is required exactly and strictly for %s', (entry) => {
    expect(SHARED_SINGLETONS[entry]).toEqual({ singleton: true, strictVersion: true, requiredVersion: kitPackage.version, version: kitPackage.version });
  });
});

describe('the federation, sharing the kit as the front ends do', () => {
  /** A front end built against `version` of the kit, sharing it as shared-singletons.js says. */
  const frontEnd = (name: string, version: string) =>
    createInstance({
      name,
      remotes: [],
      shared: { '@outings/fe-kit': { version, lib: () => ({ builtWith: version }), shareConfig: { ...SHARED_SINGLETONS['@outings/fe-kit'], requiredVersion: version } } },
    });

  /** The kit a remote gets on a page whose shell brought `shellVersion`. */
  async function kitOnPage(shellVersion: string, remoteVersion: string): Promise<unknown> {
    const shell = frontEnd('shell', shellVersion);
    const remote = frontEnd('chat', remoteVersion);
    remote.initShareScopeMap('default', shell.shareScopeMap.default ?? {});
    const factory = await remote.loadShare('@outings/fe-kit');
    return factory && factory();
  }

  it("gives a remote built against the shell's kit that one copy", async () => {
    await expect(kitOnPage(kitPackage.version, kitPackage.version)).resolves.toEqual({ builtWith: kitPackage.version });
  });

  it('refuses, loudly, a remote built against another kit than the shell holds', async () => {
    await expect(kitOnPage('0.1.0', kitPackage.version)).rejects.toThrow(/does not satisfy the requirement of chat which needs/);
  });
});
