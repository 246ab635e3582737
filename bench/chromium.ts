import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Without the background-networking flags Chromium keeps dialling out of this closed network. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
  sessionId?: string;
}

/**
 * Debian's Chromium driven over the DevTools protocol through a pipe (--remote-debugging-pipe:
 * NUL-separated JSON on file descriptors 3 and 4), so the bench needs no WebSocket client. It also
 * opens a debugging port, on which Lighthouse connects to the same browser and its cookies.
 */
export async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'forkly-chromium-'));
  const child = spawn(CHROMIUM_PATH, [...FLAGS, '--remote-debugging-pipe', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (r: Params) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(message: Message) => void>();
  let nextId = 1;
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0');
    buffered = parts.pop()!;
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting) {
        pending.delete(message.id!);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message.result ?? {});
      } else for (const listener of listeners) listener(message);
    }
  });

  const send = (method: string, params: Params = {}, sessionId?: string) =>
    new Promise<Params>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });

  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; !existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n'); waited += 50) {
    if (waited > 20_000) throw new Error('Chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    /** The debugging port, for Lighthouse. */
    port: Number(readFileSync(portFile, 'utf8').split('\n')[0]),
    /** Sets a cookie in the browser's own store, as a page's document.cookie would. */
    setCookie: (url: string, name: string, value: string) => send('Storage.setCookies', { cookies: [{ name, value, url, path: '/', sameSite: 'Lax' }] }),
    /** A fresh tab; `send` talks to it, `on` hears its events. */
    async newPage() {
      const { targetId } = (await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
      return {
        send: (method: string, params?: Params) => send(method, params, sessionId),
        on(listener: (method: string, params: Params) => void) {
          const wrapped = (message: Message) => message.sessionId === sessionId && message.method && listener(message.method, message.params ?? {});
          listeners.add(wrapped);
          return () => listeners.delete(wrapped);
        },
        close: () => send('Target.closeTarget', { targetId }),
      };
    },
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      await send('Browser.close').catch(() => undefined);
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(kill);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type Chromium = Awaited<ReturnType<typeof launchChromium>>;
export type ChromiumPage = Awaited<ReturnType<Chromium['newPage']>>;
