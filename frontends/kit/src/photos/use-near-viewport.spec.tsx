import { act, render, screen } from '@testing-library/react';
import { FakeObserver } from '../../test/fake-intersection-observer';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near, extent] = useNearViewport<HTMLParagraphElement>();
  return (
    <p ref={ref} data-extent={extent ?? 'unknown'}>
      {near ? 'near' : 'far'}
    </p>
  );
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

  it('tells the larger side of the element as it came near', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('far')).toHaveAttribute('data-extent', 'unknown');
    act(() => FakeObserver.instances[0]?.enter(true, { width: 165, height: 120 }));
    expect(screen.getByText('near')).toHaveAttribute('data-extent', '165');
  });

  it('counts everything as near, of unknown extent, where the browser has no IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toHaveAttribute('data-extent', 'unknown');
  });
});
