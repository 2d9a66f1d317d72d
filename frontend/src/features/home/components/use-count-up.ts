import { useEffect, useRef, useState } from 'react';

/**
 * Stat counter (spec §4): counts from 0 to `target` in `steps` steps over `durationMs`,
 * then reports done (the caller shows the target with a plus sign). Starts when `start`
 * becomes true.
 */
export function useCountUp(target: number, { steps = 50, durationMs = 4000, start = true } = {}) {
  const [step, setStep] = useState(0);
  const started = useRef(false);
  useEffect(() => {
    if (!start || started.current) return;
    started.current = true;
    let n = 0;
    const id = setInterval(() => {
      n += 1;
      setStep(n);
      if (n >= steps) clearInterval(id);
    }, durationMs / steps);
    return () => {
      clearInterval(id);
      started.current = false;
    };
  }, [start, steps, durationMs]);
  const value = step >= steps ? target : Math.round((target * step) / steps);
  return { value, done: step >= steps };
}
