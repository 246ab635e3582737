/**
 * A stand-in EventSource a test drives: stub it with `vi.stubGlobal('EventSource', FakeEventSource)`,
 * find the stream the app opened in `FakeEventSource.all`, and `emit` named events on it.
 */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** `id`: the event's `id:` line, which the browser hands on as `lastEventId` (decision 038). */
  emit(type: string, data?: unknown, id?: number) {
    const init = { data: data === undefined ? undefined : JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) };
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, init));
  }
}
