import type { WeeklyWindow } from '@campus/shared/contract';
import { styled } from 'styled-components';
import { useId } from 'react';
import { weeklyInWords } from '../service-slots';

const Hours = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
  }
  strong {
    min-width: 6.5rem;
  }
`;

const Zone = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

/** A service's weekly opening hours in words, Monday first, in the campus's time zone. */
export function OpeningHours({ weekly, timeZone }: { weekly: readonly WeeklyWindow[]; timeZone: string }) {
  const headingId = useId();
  return (
    <div>
      <Heading id={headingId}>Opening hours</Heading>
      <Hours aria-labelledby={headingId}>
        {weeklyInWords(weekly).map(({ day, hours }) => (
          <li key={day}>
            <strong>{day}</strong> <span>{hours}</span>
          </li>
        ))}
      </Hours>
      <Zone>Times are campus time ({timeZone}).</Zone>
    </div>
  );
}
