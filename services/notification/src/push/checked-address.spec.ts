import { checkedAddresses, pinnedLookup, type HostResolver, type ResolvedAddress } from './checked-address';

const resolvingTo = (...addresses: string[]): HostResolver => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const url = (endpoint: string) => new URL(endpoint);

describe('checkedAddresses', () => {
  it('answers the addresses of a name that resolves to public addresses only', async () => {
    expect(await checkedAddresses(url('https://push.example.com/x'), false, resolvingTo('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'))).toEqual({
      ok: true,
      addresses: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
      ],
    });
  });

  it('refuses a name when any of its addresses is one of this network', async () => {
    for (const internal of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:10.0.0.1', '0.0.0.0']) {
      expect([internal, await checkedAddresses(url('https://push.example.com/x'), false, resolvingTo('93.184.215.14', internal))]).toEqual([
        internal,
        { ok: false, message: 'The push endpoint resolves to an internal address' },
      ]);
    }
  });

  it('takes loopback only with the loopback setting', async () => {
    expect(await checkedAddresses(url('https://push.example.com/x'), true, resolvingTo('127.0.0.1'))).toEqual({ ok: true, addresses: [{ address: '127.0.0.1', family: 4 }] });
    expect((await checkedAddresses(url('https://push.example.com/x'), true, resolvingTo('10.0.0.1'))).ok).toBe(false);
  });

  it('checks an address in the URL without resolving it', async () => {
    const resolve = jest.fn<Promise<ResolvedAddress[]>, [string]>();
    expect(await checkedAddresses(url('http://[::1]:4567/push'), true, resolve)).toEqual({ ok: true, addresses: [{ address: '::1', family: 6 }] });
    expect((await checkedAddresses(url('https://169.254.169.254/'), true, resolve)).ok).toBe(false);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('rejects (the job retries) when the name does not resolve', async () => {
    await expect(checkedAddresses(url('https://push.example.com/x'), false, resolvingTo())).rejects.toThrow('resolved to no address');
  });
});

describe('pinnedLookup', () => {
  it('answers the checked addresses whatever name it is asked, in both forms node asks', async () => {
    const lookup = pinnedLookup([{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }]);
    const one = await new Promise((resolve) => lookup('rebound.example.com', {}, (error, address, family) => resolve({ error, address, family })));
    expect(one).toEqual({ error: null, address: '127.0.0.1', family: 4 });
    const all = await new Promise((resolve) => lookup('rebound.example.com', { all: true }, (error, addresses) => resolve({ error, addresses })));
    expect(all).toEqual({ error: null, addresses: [{ address: '127.0.0.1', family: 4 }, { address: '::1', family: 6 }] });
  });
});
