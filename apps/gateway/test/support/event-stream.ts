/** One server-sent event as the browser's EventSource reads it, or a comment line (`: keep-alive`). */
export interface StreamFrame {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/**
 * A `text/event-stream` answer read as it arrives, frame by frame, like a browser tab that
 * keeps the owner's inbox open; `close` is the tab going away.
 */
export class EventStreamReader {
  readonly frames: StreamFrame[] = [];
  private ended = false;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
    const controller = new AbortController();
    const response = await fetch(url, { headers, signal: controller.signal });
    const reader = new EventStreamReader(response, controller);
    if (response.body) void reader.read(response.body);
    return reader;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** The first frame that matches, waiting for it up to `timeoutMs`. */
  async next(matches: (frame: StreamFrame) => boolean, timeoutMs = 5000): Promise<StreamFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(matches);
      if (found) return found;
      if (this.ended) throw new Error(`The stream ended without such a frame: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No such frame within ${timeoutMs} ms: ${JSON.stringify(this.frames)}`);
      await this.change(left);
    }
  }

  /** Resolves once the server has ended the stream. */
  async end(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The stream was still open after ${timeoutMs} ms`);
      await this.change(left);
    }
  }

  close(): void {
    this.controller.abort();
  }

  private change(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of body) {
        buffered += decoder.decode(chunk, { stream: true });
        let split = buffered.indexOf('\n\n');
        while (split >= 0) {
          this.frames.push(parseFrame(buffered.slice(0, split)));
          buffered = buffered.slice(split + 2);
          split = buffered.indexOf('\n\n');
        }
        this.notify();
      }
    } catch {
      // aborted by close(), or the connection dropped: either way the stream is over
    }
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }
}

function parseFrame(text: string): StreamFrame {
  const frame: StreamFrame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = [frame.comment, line.slice(1).trim()].filter(Boolean).join('\n');
    const match = /^(event|id|data|retry): ?(.*)$/.exec(line);
    if (match?.[1]) frame[match[1] as 'event' | 'id' | 'data' | 'retry'] = match[2];
  }
  return frame;
}
