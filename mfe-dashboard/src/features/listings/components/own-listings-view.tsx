import { CardGrid } from '@campus/shared/listings';
import { useQueryErrorToast } from '@campus/shared/api';
import { DocumentTitle, Page, PageTitle } from '@campus/shared/ui';
import { Link } from 'react-router-dom';
import { ListStates } from '../../../components/list-states';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds';
import { ownListingKind } from '../own-listing-kinds';
import { OwnListingCard } from './own-listing-card';
import { ServiceHoursNotice } from './service-hours-notice';
import { useOwnListingActions } from './use-own-listing-actions';

/**
 * docs/product-rules.md "Dashboards", Manage Your Rent Products / Manage Your Services: the owner's listings as cards, each
 * edited on its own page, paused or resumed, deletable after a confirmation; a service without opening hours says
 * so, since nobody can book it (docs/product-rules.md "Bookings").
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
                  notice={kind === 'service' && <ServiceHoursNotice serviceId={listing._id} serviceName={listing.name} editHref={paths.edit(listing._id)} />}
                  onTogglePaused={actions.onTogglePaused}
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
