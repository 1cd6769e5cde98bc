/** @jest-environment node */
import { childSpan, formatTraceparent, parseTraceparent } from './trace-context';

const VALID = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('parseTraceparent', () => {
  it('reads a valid version 00 header', () => {
    expect(parseTraceparent(VALID)).toEqual({
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      spanId: '00f067aa0ba902b7',
      flags: '01',
    });
  });

  it('reads the four fields of a later version and ignores what it adds', () => {
    expect(parseTraceparent(`cc-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00-extra`)?.traceId).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
  });

  it.each([
    ['no header', undefined],
    ['two headers', [VALID, VALID]],
    ['an empty one', ''],
    ['version ff', 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
    ['version 00 with more fields', `${VALID}-more`],
    ['an all-zero trace id', '00-00000000000000000000000000000000-00f067aa0ba902b7-01'],
    ['an all-zero parent id', '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01'],
    ['upper-case hex', '00-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-01'],
    ['a short trace id', '00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01'],
    ['a script', '00-<script>alert(1)</script>-00f067aa0ba902b7-01'],
    ['a line break', `00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\nx`],
    ['a very long value', `cc-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-${'a'.repeat(600)}`],
  ])('refuses %s', (_what, header) => {
    expect(parseTraceparent(header)).toBeUndefined();
  });
});

describe('childSpan', () => {
  it('keeps the trace and the sampling of a valid parent, with a span of its own', () => {
    const parent = parseTraceparent(VALID);
    const child = childSpan(parent);
    if (!parent) throw new Error('the valid header was refused');
    expect(child.traceId).toBe(parent.traceId);
    expect(child.flags).toBe('01');
    expect(child.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(child.spanId).not.toBe(parent.spanId);
  });

  it('starts a new trace when there is none, in a header that reads back', () => {
    const first = childSpan(undefined);
    const second = childSpan(undefined);
    expect(first.traceId).not.toBe(second.traceId);
    const header = formatTraceparent(first);
    expect(header).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(parseTraceparent(header)).toEqual(first);
  });
});
