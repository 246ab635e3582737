import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_RETRY_MS } from '@forkly/contracts';
import type { AccessClaims } from '../../lib/jwt';

/** A client that stops reading is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * One open `text/event-stream` response. The reply is hijacked: Fastify neither serialises nor
 * ends it, and the stream lives until the client goes, the session ends or the app closes.
 */
export class SseStream {
  private closed = false;
  /** Events the hub sent while the missed ones were being replayed: they follow them. */
  private held?: { event: string; data: unknown; id?: number }[];
  /** The replayed events' ids: a live copy of one, arriving late, is not sent again. */
  private replayed: ReadonlySet<number> = new Set();
  private readonly closeHandlers: (() => void)[] = [];

  private constructor(
    private readonly res: ServerResponse,
    /** Whose stream this is, as the ticket said. */
    readonly who: AccessClaims,
  ) {}

  static open(request: FastifyRequest, reply: FastifyReply, who: AccessClaims): SseStream {
    reply.hijack();
    const res = reply.raw;
    // Headers set by earlier hooks (helmet, the CSRF cookie) would be lost by writeHead alone.
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies buffer responses unless told otherwise.
      'x-accel-buffering': 'no',
    });
    request.raw.socket?.setNoDelay(true);
    const stream = new SseStream(res, who);
    res.write(`retry: ${EVENT_RETRY_MS}\n: connected\n\n`);
    request.raw.on('close', () => stream.end());
    res.on('close', () => stream.end());
    res.on('error', () => stream.end());
    return stream;
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  onClose(handler: () => void): void {
    this.closeHandlers.push(handler);
  }

  /** An event; with an id (decision 038), the browser keeps it as where it stands. */
  send(event: string, data: unknown, id?: number): void {
    if (this.held) return void this.held.push({ event, data, id });
    if (id !== undefined && this.replayed.has(id)) return;
    this.sendFirst(event, data, id);
  }

  /** Sends at once, ahead of anything held (the replay of missed events). */
  sendFirst(event: string, data: unknown, id?: number): void {
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** From now until `release`, what the hub sends waits, so the missed events can go first. */
  hold(): void {
    this.held ??= [];
  }

  /** Sends the held events after those already sent (`sentIds`: not twice), and sends directly from now on. */
  release(sentIds: ReadonlySet<number> = new Set()): void {
    const held = this.held ?? [];
    this.held = undefined;
    this.replayed = sentIds;
    for (const { event, data, id } of held) this.send(event, data, id);
  }

  /** A comment line: ignored by EventSource, keeps proxies and the connection awake. */
  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    if (!this.res.writableEnded) this.res.end();
    for (const handler of this.closeHandlers.splice(0)) handler();
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) return this.end();
    this.res.write(chunk);
  }
}
