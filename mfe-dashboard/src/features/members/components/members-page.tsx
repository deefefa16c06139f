import { useQueryErrorToast } from '@campus/shared/api';
import { MEMBER_SEARCH_MAX_LENGTH } from '@campus/shared/contract';
import { Button, DocumentTitle, Field, Page, PageTitle, Spinner } from '@campus/shared/ui';
import { styled } from 'styled-components';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSearchMembersQuery } from '../api/members-api';
import { MemberCard } from './member-card';
import { resultsSummary } from './member-words';

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 0.75rem;
  margin-bottom: 1rem;
  > :first-child {
    flex: 1 1 14rem;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 1rem;
`;

/**
 * `/dashboard/admin/members` (docs/product-rules.md "Reports and suspension"): find a member by name or e-mail (the
 * search kept in the URL), see their listings and the reports about them, suspend them with a reason, lift a
 * suspension.
 */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const members = useQueryErrorToast(useSearchMembersQuery(q), 'Error fetching members');
  const found = members.data;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(text ? { q: text } : {});
  };

  return (
    <Page>
      <DocumentTitle title="Members" />
      <PageTitle>Members</PageTitle>
      <Search role="search" aria-label="Members" onSubmit={search}>
        <Field key={q} label="Name or e-mail" name="q" type="search" defaultValue={q} maxLength={MEMBER_SEARCH_MAX_LENGTH} autoComplete="off" />
        <Button type="submit">Search</Button>
      </Search>
      {members.isFetching && !found ? <Spinner label="Loading members…" /> : null}
      <p role="status">{found ? resultsSummary(found.members.length, found.total, q) : ''}</p>
      <List aria-label="Members found">
        {found?.members.map((member) => (
          <li key={member._id}>
            <MemberCard member={member} />
          </li>
        ))}
      </List>
    </Page>
  );
}
