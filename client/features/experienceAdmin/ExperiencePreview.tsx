import { Suspense, useId, useState } from 'react';
import { EXPERIENCES } from '../../../shared/constants';
import type { Experience } from '../../../shared/contracts/experiences';
import { experienceSurface } from '../../../shared/domain/experiences/faults';
import type { ExperienceProblem } from '../../../shared/domain/experiences/validation';
import { Button } from '../../ui/Button';
import PlacementSurface from '../experiences/PlacementSurface';

const nothing = () => {};

/** Surfaces that cover the page (a dialog, a toast) are opened on request, so they do not cover the form as it is typed. */
function coversThePage(e: Experience): boolean {
  const surface = experienceSurface(e);
  return surface === 'modal' || surface === 'toast' || (surface === 'heroModal' && e.placement_id !== EXPERIENCES.placements.homeHero);
}

/**
 * The experience as a placement renders it: the real surface (PlacementSurface), never sending a view, a complete or a
 * dismiss. Inline surfaces are inert (their links and buttons do nothing here); one that covers the page closes when
 * it would complete or dismiss.
 */
export function ExperiencePreview({ experience, problem }: { experience: Experience; problem: ExperienceProblem | null }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  let body;
  if (problem) {
    body = (
      <p className="exp-admin__problem">
        Not shown as it stands: {problem.reason} (<code>{problem.field}</code>).
      </p>
    );
  } else if (experienceSurface(experience) === 'none') {
    body = <p>Type 0 is never shown; only its experiment is triggered.</p>;
  } else if (coversThePage(experience)) {
    body = (
      <>
        <Button onClick={() => setOpen(true)}>Open the preview</Button>
        {open && (
          <Suspense fallback={null}>
            <PlacementSurface experience={experience} onComplete={close} onDismiss={close} onButtonClick={nothing} />
          </Suspense>
        )}
      </>
    );
  } else {
    body = (
      <div className="exp-admin__stage" inert>
        <Suspense fallback={null}>
          <PlacementSurface experience={experience} onComplete={nothing} onDismiss={nothing} onButtonClick={nothing} />
        </Suspense>
      </div>
    );
  }
  return (
    <section className="exp-admin__preview" aria-labelledby={headingId}>
      <h2 id={headingId}>Preview</h2>
      {body}
    </section>
  );
}
