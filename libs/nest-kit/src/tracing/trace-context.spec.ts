import {
  childContext,
  currentTrace,
  formatTraceparent,
  newSpanId,
  newTraceId,
  parseTraceparent,
  runInTrace,
  runOutsideTrace,
  traceLogFields,
} from './trace-context';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('traceparent', () => {
  it('reads a well-formed header, sampled or not', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: false });
  });

  it('reads a later version as version 00, ignoring the fields it adds', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-03-more`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
  });

  it.each([
    ['absent', undefined],
    ['not text', ['00', TRACE]],
    ['empty', ''],
    ['upper-case hex', `00-${TRACE.toUpperCase()}-${SPAN}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['an all-zero span id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['the forbidden version ff', `ff-${TRACE}-${SPAN}-01`],
    ['version 00 with more fields', `00-${TRACE}-${SPAN}-01-more`],
    ['a short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['a long span id', `00-${TRACE}-${SPAN}0-01`],
    ['a line break smuggled in', `00-${TRACE}-${SPAN}-01\nX-Admin: 1`],
    ['over long', `01-${TRACE}-${SPAN}-01-${'a'.repeat(600)}`],
  ])('is no parent when %s', (_case, value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });

  it('writes what it reads', () => {
    const context = { traceId: TRACE, spanId: SPAN, sampled: true };
    expect(formatTraceparent(context)).toBe(`00-${TRACE}-${SPAN}-01`);
    expect(parseTraceparent(formatTraceparent({ ...context, sampled: false }))).toEqual({ ...context, sampled: false });
  });
});

describe('trace ids', () => {
  it('makes ids of the right length and digits, each new', () => {
    const traces = new Set(Array.from({ length: 1000 }, newTraceId));
    expect(traces.size).toBe(1000);
    for (const id of traces) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newSpanId()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('continues a parent trace with a new span, or starts a sampled trace', () => {
    const child = childContext({ traceId: TRACE, spanId: SPAN, sampled: false });
    expect(child).toEqual({ traceId: TRACE, spanId: expect.stringMatching(/^[0-9a-f]{16}$/) as string, sampled: false });
    expect(child.spanId).not.toBe(SPAN);
    expect(childContext(undefined)).toMatchObject({ traceId: expect.stringMatching(/^[0-9a-f]{32}$/) as string, sampled: true });
  });
});

describe('the current trace', () => {
  it('follows the work it was given to, across awaits, and only that work', async () => {
    const context = { traceId: TRACE, spanId: SPAN, sampled: true };
    expect(traceLogFields()).toEqual({});
    const seen = await runInTrace(context, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return { trace: currentTrace(), fields: traceLogFields() };
    });
    expect(seen).toEqual({ trace: context, fields: { traceId: TRACE, spanId: SPAN } });
    expect(currentTrace()).toBeUndefined();
  });

  it('leaves background work a request set off out of its trace', async () => {
    const context = { traceId: TRACE, spanId: SPAN, sampled: true };
    const later = await runInTrace(context, () =>
      runOutsideTrace(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return currentTrace();
      }),
    );
    expect(later).toBeUndefined();
  });
});
