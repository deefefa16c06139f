import { CardGrid } from '@campus/shared/listings';
import { useQueryErrorToast } from '@campus/shared/api';
import { DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { Link } from 'react-router-dom';
import { ListStates } from '../../../components/list-states';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds';
import { ownListingKind } from '../own-listing-kinds';
import { OwnListingCard } from './own-listing-card';
import { useOwnListingActions } from './use-own-listing-actions';

/**
 * docs/product-rules.md "Dashboards", Manage Your Rent Products / Manage Your Services: the owner's listings as cards, each
 * edited on its own page, marked rented or available, deletable after a confirmation.
 */
export function OwnListingsView({ kind }: { kind: ListingKind }) {
  const own = ownListingKind(kind);
  const { texts, paths } = own;
  const listings = useQueryErrorToast(own.calls.useList(), own.failures.fetch);
  const actions = useOwnListingActions(own);
  const empty = (
    <>
      <p>{texts.empty}</p>
      <Link to={paths.create}>{texts.menu}</Link>
    </>
  );
  return (
    <Page>
      <DocumentTitle title={texts.manageTitle} />
      <PageTitle>{texts.manageTitle}</PageTitle>
      <ListStates list={listings} loading={`Loading your ${texts.many}…`} failed={`Your ${texts.many} could not be loaded.`} empty={empty}>
        {(items) => (
          <CardGrid aria-label={`Your ${texts.many}`}>
            {items.map((listing) => (
              <li key={listing._id}>
                <OwnListingCard
                  listing={listing}
                  photoPath={paths.photo(listing._id)}
                  editHref={paths.edit(listing._id)}
                  priceUnit={LISTING_KINDS[kind].priceUnit}
                  busy={actions.busyId === listing._id}
                  onToggleRented={actions.onToggleRented}
                  onDelete={actions.onDelete}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </ListStates>
      {actions.dialog}
    </Page>
  );
}
