import { MAX_DELAYED_REFUSALS, REFUSAL_DELAY_MS, answerAfterRefusalDelay } from './refusal-delay';

describe('answerAfterRefusalDelay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers REFUSAL_DELAY_MS later, not before', () => {
    const answer = jest.fn();
    answerAfterRefusalDelay(answer);
    jest.advanceTimersByTime(REFUSAL_DELAY_MS - 1);
    expect(answer).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('answers at once past MAX_DELAYED_REFUSALS waiting, and delays again once they have gone out', () => {
    const waiting = Array.from({ length: MAX_DELAYED_REFUSALS }, () => jest.fn());
    waiting.forEach((answer) => answerAfterRefusalDelay(answer));
    const overflow = jest.fn();
    answerAfterRefusalDelay(overflow);
    expect(overflow).toHaveBeenCalledTimes(1);
    expect(waiting[0]).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REFUSAL_DELAY_MS);
    waiting.forEach((answer) => expect(answer).toHaveBeenCalledTimes(1));
    const later = jest.fn();
    answerAfterRefusalDelay(later);
    expect(later).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REFUSAL_DELAY_MS);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
