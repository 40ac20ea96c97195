import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceProvider } from '#provider/MarketplaceProvider.tsx';
import { Deadline, timeLeftText } from './Deadline.tsx';
import { nextChangeIn } from './useDeadline.ts';

const START = Date.parse('2026-11-22T12:00:00.000Z');
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();
/** Lets time pass in 100 ms steps, each in its own act(), so every re-render sets its next timer as in a browser. */
function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += 100)
    act(() => vi.advanceTimersByTime(Math.min(100, ms - passed)));
}
const phaseOf = (text: RegExp | string) =>
  screen.getByText(text, { selector: 'time' }).closest('[data-phase]')?.getAttribute('data-phase');

describe('Deadline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('runs, warns in the last five minutes and expires on time without a reload', () => {
    render(<Deadline deadline={at(6)} label="Pays by" expiredText="Payment window closed" />);
    expect(phaseOf(/6 min left/)).toBe('running');
    elapse(30_000);
    expect(phaseOf(/5 min left/)).toBe('running');
    // Each timer fires a few milliseconds after its moment passes.
    elapse(30_010);
    expect(phaseOf(/4 min left/)).toBe('warning');
    elapse(4 * 60_000);
    expect(phaseOf(/less than a minute left/)).toBe('warning');
    elapse(60_000);
    expect(phaseOf('Payment window closed')).toBe('expired');
  });

  it('tells screen readers the time left at most once a minute', () => {
    const { container } = render(
      <Deadline deadline={at(3)} label="Pays by" expiredText="Payment window closed" />,
    );
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    const heard: string[] = [''];
    for (let second = 1; second <= 181; second += 1) {
      elapse(1000);
      const text = live?.textContent ?? '';
      if (text !== heard[heard.length - 1]) heard.push(text);
    }
    expect(heard.slice(1)).toEqual([
      expect.stringMatching(/2 min left/),
      expect.stringMatching(/1 min left/),
      expect.stringMatching(/less than a minute left/),
      'Payment window closed',
    ]);
  });

  it('with announce="changes" speaks only the warning and the expiry', () => {
    const { container } = render(
      <Deadline deadline={at(7)} label="Pays by" expiredText="Payment window closed" announce="changes" />,
    );
    const live = container.querySelector('[aria-live="polite"]');
    elapse(60_010);
    expect(live).toHaveTextContent('');
    elapse(60_010);
    expect(live).toHaveTextContent(/4 min left/);
    elapse(60_010);
    expect(live).toHaveTextContent(/4 min left/);
    elapse(5 * 60_000);
    expect(live).toHaveTextContent('Payment window closed');
  });

  it("counts down from its MarketplaceProvider's clock, and a clock of its own overrides it", () => {
    const tenMinutesIn = () => START + 10 * 60_000;
    render(
      <MarketplaceProvider apiBase="/api/v1" storage={null} restoreSession={false} clock={tenMinutesIn}>
        <Deadline deadline={at(20)} label="Pays by" expiredText="Payment window closed" />
        <Deadline deadline={at(20)} label="Closes at" expiredText="Closed" clock={() => START} />
      </MarketplaceProvider>,
    );
    expect(screen.getByText(/Pays by .* – 10 min left/, { selector: 'time' })).toBeInTheDocument();
    expect(screen.getByText(/Closes at .* – 20 min left/, { selector: 'time' })).toBeInTheDocument();
  });

  it('calls onExpire once when the deadline passes while shown', () => {
    const onExpire = vi.fn();
    render(<Deadline deadline={at(1)} label="Pays by" expiredText="Closed" onExpire={onExpire} />);
    elapse(2 * 60_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});

describe('timeLeftText and nextChangeIn', () => {
  it.each([
    [30_000, 'less than a minute left'],
    [60_000, '1 min left'],
    [119_999, '1 min left'],
    [120_000, '2 min left'],
    [65 * 60_000, '1 h 5 min left'],
    [30 * 3_600_000, '1 day left'],
    [3 * 86_400_000, '3 days left'],
  ])('reads %i ms as %j', (ms, text) => expect(timeLeftText(ms)).toBe(text));

  it('sleeps until the next visible change, not every second', () => {
    expect(nextChangeIn(20 * 60_000 + 1_500, 5 * 60_000)).toBe(1_500);
    expect(nextChangeIn(20 * 60_000, 5 * 60_000)).toBe(1);
    expect(nextChangeIn(5 * 60_000 + 20_000, 5 * 60_000)).toBe(20_000);
    expect(nextChangeIn(0, 5 * 60_000)).toBeNull();
  });
});
