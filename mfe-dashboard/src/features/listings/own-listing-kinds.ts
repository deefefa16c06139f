import type { MutationCall } from '@campus/shared/api';
import type { FormUpdateRequest } from '@campus/shared/queries';
import { rentProductPhotoPath, servicePhotoPath, type RentProductMutationResponse, type ServiceMutationResponse } from '@campus/shared/contract';
import { paths } from '../../config/paths';
import * as api from './api/listings-api';
import type { OwnListing } from './components/own-listing-card';
import type { ListingKind } from './listing-kinds';

type ListingAnswer = RentProductMutationResponse | ServiceMutationResponse;

/** The owner's calls on one kind of listing, as the manage, edit and create screens use them. */
interface OwnListingCalls {
  useList: () => { data?: (OwnListing & { description: string })[]; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  useCreate: () => readonly [(body: FormData) => MutationCall<ListingAnswer>, unknown];
  useUpdate: () => readonly [(request: FormUpdateRequest) => MutationCall<ListingAnswer>, { isLoading: boolean; originalArgs?: FormUpdateRequest }];
  useDelete: () => readonly [(id: string) => MutationCall<{ message?: string }>, { isLoading: boolean; originalArgs?: string }];
}

const CALLS: Record<ListingKind, OwnListingCalls> = {
  rent: { useList: api.useGetSellerRentProductsQuery, useCreate: api.useCreateRentProductMutation, useUpdate: api.useUpdateRentProductMutation, useDelete: api.useDeleteRentProductMutation },
  service: { useList: api.useGetSellerServicesQuery, useCreate: api.useCreateServiceMutation, useUpdate: api.useUpdateServiceMutation, useDelete: api.useDeleteServiceMutation },
};

/** What differs between the owner's rent products and services: a few words (the rest is built from them) and the paths. */
const KINDS = {
  rent: { one: 'rent product', Title: 'Rent Product', menu: 'Rent Product', offer: 'Offer an item for rent', fetchFailed: 'Error fetching products' },
  service: { one: 'service', Title: 'Service', menu: 'Offer Service', offer: 'Offer a service', fetchFailed: 'Error fetching services' },
} as const;

const PATHS = {
  rent: { manage: paths.user.manageRentedProducts.href(), create: paths.user.createRentOrder.href(), edit: paths.user.editRentProduct.href, photo: rentProductPhotoPath },
  service: { manage: paths.user.manageServices.href(), create: paths.user.createService.href(), edit: paths.user.editService.href, photo: servicePhotoPath },
};

/** A kind's calls, paths and texts (docs/product-rules.md "Texts": Loading, Product, Own listings' delete, Successes). */
export function ownListingKind(kind: ListingKind) {
  const { one, Title, menu, offer, fetchFailed } = KINDS[kind];
  const manageTitle = `Manage Your ${Title}s`;
  return {
    calls: CALLS[kind],
    paths: PATHS[kind],
    texts: {
      one,
      many: `${one}s`,
      manageTitle,
      back: `Back to ${manageTitle}`,
      menu,
      offer,
      empty: `No ${one}s yet.`,
      created: `${Title} created successfully!`,
      updated: `${Title} updated successfully`,
    },
    failures: {
      fetch: fetchFailed,
      create: `Error creating ${one}`,
      update: 'Update failed',
      remove: { noMessage: `Failed to delete ${one}`, noResponse: `An error occurred while deleting the ${one}` },
    },
  };
}

/** The name of the listing a create or an update answered with. */
export const answeredName = (answer: ListingAnswer) => ('rentProduct' in answer ? answer.rentProduct : answer.service).name;
