import { Button, DocumentTitle, EmptyState, Page, PageTitle, Spinner, styled } from '@campus/shared/ui';
import { Link } from 'react-router-dom';
import { OwnListingCard, type OwnListing } from './own-listing-card';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

interface OwnListingsViewProps {
  title: string;
  /** e.g. 'rent products': used in the loading and failure texts and the list's name. */
  noun: string;
  emptyText: string;
  createLink: { href: string; label: string };
  listings: OwnListing[] | undefined;
  isLoading: boolean;
  isError: boolean;
  busyId: string | undefined;
  priceUnit: 'day' | 'hour';
  photoPath: (id: string) => string;
  editHref: (id: string) => string;
  onRetry: () => void;
  onToggleRented: (listing: OwnListing) => void;
  onDelete: (listing: OwnListing) => void;
}

/** docs/product-rules.md "Dashboards", Manage Your Rent Products / Manage Your Services: the owner's listings as cards. */
export function OwnListingsView(props: OwnListingsViewProps) {
  const { title, noun, listings, isLoading, isError } = props;

  let content;
  if (isLoading) {
    content = <Spinner label={`Loading your ${noun}…`} />;
  } else if (isError && !listings) {
    content = (
      <EmptyState>
        <p>Your {noun} could not be loaded.</p>
        <Button $variant="secondary" onClick={props.onRetry}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (!listings || listings.length === 0) {
    content = (
      <EmptyState>
        <p>{props.emptyText}</p>
        <Link to={props.createLink.href}>{props.createLink.label}</Link>
      </EmptyState>
    );
  } else {
    content = (
      <Grid aria-label={`Your ${noun}`}>
        {listings.map((listing) => (
          <li key={listing._id}>
            <OwnListingCard
              listing={listing}
              photoPath={props.photoPath(listing._id)}
              editHref={props.editHref(listing._id)}
              priceUnit={props.priceUnit}
              busy={props.busyId === listing._id}
              onToggleRented={props.onToggleRented}
              onDelete={props.onDelete}
            />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <Page>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      {content}
    </Page>
  );
}
