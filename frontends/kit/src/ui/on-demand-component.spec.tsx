import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { onDemandComponent } from './on-demand-component';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('onDemandComponent', () => {
  it('shows the fallback, then the component with its props as soon as its code is in', async () => {
    const code = deferred<typeof Greeting>();
    const load = jest.fn(() => code.promise);
    const OnDemand = onDemandComponent(load, <p>Loading..</p>);
    render(<OnDemand name="Sam" />);
    expect(screen.getByText('Loading..')).toBeTruthy();
    await act(async () => code.resolve(Greeting));
    expect(screen.getByText('Hello Sam')).toBeTruthy();
    expect(screen.queryByText('Loading..')).toBeNull();
  });

  it('loads the code once, and renders a later instance at once', async () => {
    const load = jest.fn(async () => Greeting);
    const OnDemand = onDemandComponent(load);
    const first = render(<OnDemand name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    first.unmount();
    render(<OnDemand name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and tries again on the next mount', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Greeting);
    const OnDemand = onDemandComponent(load);
    const first = render(
      <Boundary>
        <OnDemand name="Cy" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk failed')).toBeTruthy();
    first.unmount();
    render(<OnDemand name="Cy" />);
    expect(await screen.findByText('Hello Cy')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
