// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useRouteFocus } from './use-route-focus';

/** A page whose heading turns up after its data, as the order page after the payment page does. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), 30);
    return () => window.clearTimeout(timer);
  }, []);
  return loaded ? <h1>Your order</h1> : <p>Loading</p>;
}

function Frame({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <>
      <Link to="/other">Other page</Link>
      <main ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <Frame>
            <SlowPage />
          </Frame>
        ),
      },
      {
        path: '/other',
        element: (
          <Frame>
            <h1>Other</h1>
          </Frame>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('useRouteFocus on a full page load', () => {
  it('puts the focus on the main heading once the page shows it', async () => {
    renderAt('/');
    const heading = await screen.findByRole('heading', { name: 'Your order' });
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus alone when the visitor pressed a key before the heading came', async () => {
    renderAt('/');
    fireEvent.keyDown(window, { key: 'Tab' });
    const heading = await screen.findByRole('heading', { name: 'Your order' });
    await act(() => Promise.resolve());
    expect(document.activeElement).not.toBe(heading);
  });
});
