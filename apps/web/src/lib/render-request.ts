import { createContext, useContext } from 'react';
import type { StoreApi } from 'zustand';
import type { SessionState } from './session';

/**
 * The request a page is rendered for on the server (entry-prerender.tsx, decision 047): its
 * cookies and the session it is rendered with. Handed down the tree as React context, never put
 * in module state, so two pages rendered at once (or a render that waits, should rendering ever
 * stream) each see their own visitor. In the browser there is no provider and the value is null.
 */
export interface RenderRequest {
  cookies: Readonly<Record<string, string | undefined>>;
  /** A store of its own per request, so `useSession` reads it as it reads the browser's. */
  session: StoreApi<SessionState>;
}

export const RenderRequestContext = createContext<RenderRequest | null>(null);

/** The request being rendered on the server, or null in the browser. */
export function useRenderRequest(): RenderRequest | null {
  return useContext(RenderRequestContext);
}
