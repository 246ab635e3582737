// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredComponent } from './deferred-component';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>error screen</p> : this.props.children;
  }
}

describe('deferredComponent', () => {
  it('shows the fallback until the code arrives, then the component with its props', async () => {
    let arrive!: () => void;
    const Deferred = deferredComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))), <p>loading</p>);
    render(<Deferred name="Ada" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(arrive).toBeTypeOf('function'));
    arrive();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('renders at once, without a fallback, once the code was preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const Deferred = deferredComponent(load, <p>loading</p>);
    await Deferred.preload();
    render(<Deferred name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed download to the error boundary and tries again on the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const Deferred = deferredComponent(load as () => Promise<typeof Greeting>);
    render(
      <Boundary>
        <Deferred name="Ada" />
      </Boundary>,
    );
    expect(await screen.findByText('error screen')).toBeTruthy();
    cleanup();
    render(<Deferred name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});
