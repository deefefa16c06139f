import { FieldError } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useRef } from 'react';
import type { ListingFormOutput } from '../listing-form-values';
import { OpeningHoursWeek, useHoursEditor } from './opening-hours-week';

const Hours = styled.fieldset`
  min-width: 0;
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.25rem;
    padding: 0;
    font-weight: 700;
  }
  > p {
    margin: 0 0 0.75rem;
  }
`;

const NO_HOURS: never[] = [];

/**
 * Offer Service's opening hours (docs/product-rules.md "Bookings"): set with the service, so students can book it as
 * soon as it is listed; sent as `weekly` with the create call, checked here and by the server with the same rules.
 * Every day may stay closed: the hours are then set later on the service's edit page.
 */
export function useNewServiceHours() {
  const container = useRef<HTMLFieldSetElement>(null);
  const editor = useHoursEditor(NO_HOURS, container);
  const check = (): Partial<ListingFormOutput> | null => {
    const week = editor.check();
    return week === null ? null : { weekly: JSON.stringify(week) };
  };
  const fields = (
    <Hours ref={container}>
      <legend>Opening hours</legend>
      <p>
        Students book this service by the hour, within these hours (campus time). Leave every day closed to set them
        later: until then nobody can book it.
      </p>
      <OpeningHoursWeek editor={editor} />
      {editor.problems.week && <FieldError role="alert">{editor.problems.week}</FieldError>}
    </Hours>
  );
  return { fields, check };
}
