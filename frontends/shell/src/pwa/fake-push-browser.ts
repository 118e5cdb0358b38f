// For specs: a browser that can receive pushes, as jsdom cannot. Its service worker is
// active, its push manager keeps one subscription, and Notification answers the
// permission dialog as the test says.
export const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
export const OTHER_VAPID_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

let endpoints = 0;

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe: jest.Mock<Promise<boolean>, []>;
}

function fakeSubscription(key: Uint8Array): FakeSubscription {
  endpoints += 1;
  const endpoint = `https://push.example/send/${endpoints}`;
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'B'.padEnd(87, 'x'), auth: 'a'.padEnd(22, 'b') } }),
    unsubscribe: jest.fn(async () => true),
  };
}

export interface FakePushBrowserOptions {
  permission?: NotificationPermission;
  /** What the browser's permission dialog answers. */
  answer?: NotificationPermission;
}

export function installFakePushBrowser({ permission = 'default', answer = 'granted' }: FakePushBrowserOptions = {}) {
  let subscription: FakeSubscription | null = null;
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async ({ applicationServerKey }: PushSubscriptionOptionsInit) => {
      subscription = fakeSubscription(applicationServerKey as Uint8Array);
      return subscription;
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const messages = new EventTarget();
  const serviceWorker = {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
    addEventListener: messages.addEventListener.bind(messages),
    removeEventListener: messages.removeEventListener.bind(messages),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.assign(window, { PushManager: class {}, Notification: notification });
  return {
    registration,
    pushManager,
    notification,
    /** Delivers a message of the service worker to the page. */
    postToPage: (data: unknown) => messages.dispatchEvent(new MessageEvent('message', { data })),
    current: () => subscription,
    /** A subscription the device holds already, made with `key`. */
    subscribed: (key: Uint8Array) => (subscription = fakeSubscription(key)),
  };
}

export type FakePushBrowser = ReturnType<typeof installFakePushBrowser>;

export function removeFakePushBrowser(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
}
