import { useEffect, useState } from 'react';
import type { Experience } from '../../../shared/contracts/experiences';
import { experienceDelayMs } from '../../../shared/domain/experiences/delay';

/**
 * Whether `experience`'s delay (shared/domain/experiences/delay.ts) has run out since it became renderable here. The
 * timer restarts for each new experience and stops with the component, so one never appears after its page has gone.
 */
export function useExperienceDelay(experience: Experience | null): boolean {
  const key = experience?.id ?? null;
  const ms = experience ? experienceDelayMs(experience) : 0;
  const [elapsedFor, setElapsedFor] = useState<string | null>(null);
  useEffect(() => {
    if (key === null || ms === 0) return;
    const timer = setTimeout(() => setElapsedFor(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return key !== null && (ms === 0 || elapsedFor === key);
}
