import type { Role } from '@campus/shared/contract';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { Card, DocumentTitle, EmptyState, Page, PageTitle } from '@campus/shared/ui';
import { styled } from 'styled-components';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SignOutEverywhere } from './sign-out-everywhere';

type Area = 'user' | 'admin';

const COPY: Record<Area, { title: string; intro: string }> = {
  user: {
    title: 'User dashboard',
    intro: 'Sell, lend and offer services, and keep track of your listings and orders from the menu.',
  },
  admin: {
    title: 'Admin dashboard',
    intro: 'Manage product categories, every listing and all orders from the menu.',
  },
};

const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ProfileCard = styled(Card)`
  max-width: 40rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.2rem;
  }
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.75rem;
`;

/* Label above value on phones, side by side once there is room. */
const Row = styled.div`
  display: grid;
  gap: 0.1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 7rem minmax(0, 1fr);
    gap: 1rem;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * docs/product-rules.md "Dashboards": the dashboard overview shows the signed-in user's name, email, phone and role,
 * and offers to sign out everywhere.
 */
export function ProfileOverview({ area }: { area: Area }) {
  const user = useAppSelector(selectUser);
  const headingId = useId();
  const { title, intro } = COPY[area];

  // The shell's guard keeps visitors out; a session that ends while the page is open lands here.
  if (!user) {
    return (
      <Page>
        <DocumentTitle title={title} />
        <PageTitle>{title}</PageTitle>
        <EmptyState>
          You are not logged in. <Link to={paths.login.href()}>Log in</Link> to see your dashboard.
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      <Intro>
        Welcome back, {user.name}. {intro}
      </Intro>
      <ProfileCard aria-labelledby={headingId}>
        <h2 id={headingId}>Your profile</h2>
        <Details>
          <Row>
            <dt>Name</dt>
            <dd>{user.name}</dd>
          </Row>
          <Row>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </Row>
          <Row>
            <dt>Phone</dt>
            <dd>{user.phone || 'Not provided'}</dd>
          </Row>
          <Row>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
          </Row>
        </Details>
      </ProfileCard>
      <SignOutEverywhere />
    </Page>
  );
}
