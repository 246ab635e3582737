// @vitest-environment jsdom
import { createBrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keyTheLoadedEntry } from './router';

const routes = [{ path: '*', element: null }];

describe('the entry a page was loaded into (issue 10: scroll position)', () => {
  it('gets a key of its own, so a typed URL does not share the scroll position of the page before it', () => {
    window.history.replaceState(null, '', '/all-restaurants');
    keyTheLoadedEntry();
    const first = createBrowserRouter(routes);
    const firstKey = first.state.location.key;
    expect(firstKey).not.toBe('default');
    first.dispose();

    // Another page loaded directly (a new entry without react-router's state) gets another key.
    window.history.pushState(null, '', '/dashboard');
    keyTheLoadedEntry();
    const second = createBrowserRouter(routes);
    expect(second.state.location.key).not.toBe('default');
    expect(second.state.location.key).not.toBe(firstKey);
    second.dispose();
  });

  it('keeps the key over a reload, so the entry finds its own position again', () => {
    window.history.replaceState(null, '', '/dashboard');
    keyTheLoadedEntry();
    const key = (window.history.state as { key: string }).key;
    keyTheLoadedEntry();
    const router = createBrowserRouter(routes);
    expect(router.state.location.key).toBe(key);
    router.dispose();
  });
});
