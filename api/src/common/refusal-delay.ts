/**
 * How long a refusal only a flood gets waits before it goes out: a rate limit's 429, the request-body gate's 415 (a
 * compressed, form-encoded or text body, which no page of ours sends), the 404 of a file not in the build's
 * /assets (which only a page from before a deploy asks for) and the 404 page of a gallery link no gallery has (a
 * mistyped link, or a script guessing slugs). A client that waits for each answer,
 * as a script spraying passwords or posting enquiries over keep-alive connections does, then gets four refusals a
 * second per connection instead of the thousands one event loop can answer, and those thousands were what slowed
 * every visitor during such a flood (bench:abuse). A person who hit a limit does not notice a quarter of a second.
 */
export const REFUSAL_DELAY_MS = 250;

/**
 * How many refusals may wait at once (each holds its request, response and socket: ~20 kB); past it they go out at
 * once, so a client with thousands of connections costs no more memory than without the delay.
 */
export const MAX_DELAYED_REFUSALS = 256;

let waiting = 0;

/** Runs `answer` REFUSAL_DELAY_MS from now, or at once when MAX_DELAYED_REFUSALS are already waiting. */
export function answerAfterRefusalDelay(answer: () => void): void {
  if (waiting >= MAX_DELAYED_REFUSALS) return answer();
  waiting++;
  setTimeout(() => {
    waiting--;
    answer();
  }, REFUSAL_DELAY_MS);
}
