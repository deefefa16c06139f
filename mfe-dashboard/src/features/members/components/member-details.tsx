import { useQueryErrorToast } from '@campus/shared/api';
import { Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { useGetMemberQuery } from '../api/members-api';
import { dateOf, HISTORY_LABELS, kindName, memberListingHref, reportState, TARGET_NAMES } from './member-words';

const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: 0.5rem;
  }
  li {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A member's listings, the reports about them and what admins did about them, the newest first. */
export function MemberDetails({ id, name }: { id: string; name: string }) {
  const { data, isLoading } = useQueryErrorToast(useGetMemberQuery(id), 'Error fetching the member');
  if (isLoading) return <Spinner label={`Loading ${name}’s details…`} />;
  const member = data?.member;
  if (!member) return null;
  return (
    <>
      <Section aria-label={`${name}’s listings`}>
        <h3>Listings</h3>
        {member.listingRows.length === 0 ? (
          <p>No listings.</p>
        ) : (
          <ul>
            {member.listingRows.map((listing) => {
              const href = memberListingHref(listing);
              return (
                <li key={`${listing.kind}-${listing._id}`}>
                  {href ? <Link to={href}>{listing.name}</Link> : listing.name} <Muted>({kindName(listing.kind)})</Muted>
                  {listing.hidden ? <strong> Hidden by an admin</strong> : null}
                </li>
              );
            })}
          </ul>
        )}
      </Section>
      <Section aria-label={`Reports about ${name}`}>
        <h3>Reports about them</h3>
        {member.reports.length === 0 ? (
          <p>No reports.</p>
        ) : (
          <ul>
            {member.reports.map((report) => (
              <li key={report._id}>
                <strong>{TARGET_NAMES[report.target]}</strong>, reported by {report.reporter} on <time dateTime={report.createdAt}>{dateOf(report.createdAt)}</time>: {report.reason}{' '}
                <Muted>({reportState(report.status, report.actions)})</Muted>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section aria-label={`What admins did about ${name}`}>
        <h3>What admins did</h3>
        {member.history.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ul>
            {member.history.map((record) => (
              <li key={record._id}>
                {HISTORY_LABELS[record.action]} on <time dateTime={record.createdAt}>{dateOf(record.createdAt)}</time>
                {record.admin ? ` by ${record.admin}` : ''}
                {record.note ? `: ${record.note}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
