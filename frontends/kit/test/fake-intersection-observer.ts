// IntersectionObserver for component tests (jsdom has none): the test says when an
// element comes near.
export class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** `box`: the observed elements' size as the browser would measure it. */
  enter(isIntersecting: boolean, box = { width: 0, height: 0 }) {
    const entries = this.observed.map((target) => ({ target, isIntersecting, boundingClientRect: box }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
