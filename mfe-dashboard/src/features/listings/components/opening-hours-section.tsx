import { useGetServiceAvailabilityQuery } from '@campus/shared/api';
import { Button, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { FormCard } from '../../../components/form-page';
import { OPENING_HOURS_ID } from '../opening-hours';
import { OpeningHoursForm } from './opening-hours-form';
import { OwnerNote } from './service-hours-notice';

const Section = styled(FormCard)`
  margin-top: 1.5rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  > p {
    margin: 0 0 1rem;
  }
`;

/**
 * Coming from a link to the hours (the manage card's "Set opening hours"), the section is scrolled to and its
 * heading takes the focus, once it is there. After the site's own move to the new page, which focuses the
 * page's h1 (README "Pages and focus"): hence the next task.
 */
function useFocusWhenLinked(heading: RefObject<HTMLHeadingElement | null>, ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready || hash !== `#${OPENING_HOURS_ID}`) return undefined;
    const timer = setTimeout(() => {
      done.current = true;
      // jsdom has no scrollIntoView.
      heading.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [heading, ready, hash]);
}

/**
 * The owner's service edit page, second section: the weekly opening hours, saved on their own. Students can
 * book a service only within them, and not at all without any (docs/product-rules.md "Bookings").
 */
export function OpeningHoursSection({ serviceId }: { serviceId: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const hours = useGetServiceAvailabilityQuery(serviceId);
  useFocusWhenLinked(heading, hours.data !== undefined);

  const { data } = hours;
  let content;
  if (data) {
    content = (
      <>
        <p>Students book this service by the hour, within these hours. Times are campus time ({data.timeZone}).</p>
        {data.weekly.length === 0 && <OwnerNote>No opening hours yet: students cannot book this service until you set them.</OwnerNote>}
        <OpeningHoursForm serviceId={serviceId} weekly={data.weekly} labelledBy={headingId} />
      </>
    );
  } else if (hours.isError) {
    content = (
      <>
        <p>The opening hours could not be loaded.</p>
        <Button $variant="secondary" onClick={() => void hours.refetch()}>
          Try again
        </Button>
      </>
    );
  } else {
    content = <Spinner label="Loading opening hours…" />;
  }

  return (
    <Section id={OPENING_HOURS_ID} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Opening hours
      </h2>
      {content}
    </Section>
  );
}
