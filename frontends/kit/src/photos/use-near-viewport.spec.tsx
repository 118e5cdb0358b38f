import { act, render, screen } from '@testing-library/react';
import { FakeObserver } from '../../test/fake-intersection-observer';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLParagraphElement>();
  return <p ref={ref}>{near ? 'near' : 'far'}</p>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    FakeObserver.instances = [];
    delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
  });

  it('is far until the element comes within a screen of the viewport, then stays near', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    const [observer] = FakeObserver.instances;
    expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer?.observed).toEqual([screen.getByText('far')]);

    act(() => observer?.enter(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observer?.enter(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
    expect(FakeObserver.instances).toHaveLength(1);
  });

  it('counts everything as near where the browser has no IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
