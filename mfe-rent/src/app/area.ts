import { useGetRentProductsQuery } from '@campus/shared/api';
import { RENT_CATEGORIES, type RentProduct } from '@campus/shared/contract';
import type { ListingArea } from '@campus/shared/listings';
import { lazy } from 'react';
import { paths } from '../config/paths';
import { useGetRentProductQuery } from '../features/item/api/rent-product-api';
import { RENT_CATEGORY_DESCRIPTIONS } from '../features/landing/category-descriptions';
import { toListing } from '../lib/to-listing';

// The booking form loads with an item's page, on demand: the landing and the browse pages do not carry it.
const RentBookingForm = lazy(() => import('../features/booking/components/rent-booking-form').then((m) => ({ default: m.RentBookingForm })));

/** The Borrow area (docs/product-rules.md "Screens"; its texts from "Texts"). */
export const RENT_AREA: ListingArea<RentProduct> = {
  remote: 'rent',
  paths,
  landing: {
    title: 'Borrow on campus',
    intro:
      'Need something for a week rather than for ever? Borrow books, gadgets, gear and more from students on your campus, pay by the day, and hand it back when you are done.',
    browseAllLabel: 'Browse all items',
    categoriesLabel: 'Rent categories',
  },
  descriptions: RENT_CATEGORY_DESCRIPTIONS,
  browse: { title: 'Borrow from students', noun: 'products', categories: RENT_CATEGORIES, failed: 'Error fetching products' },
  item: { loading: 'Loading item…', notFound: 'Item not found', failed: 'Error fetching products', backLabel: 'All items to borrow' },
  useList: useGetRentProductsQuery,
  useItem: useGetRentProductQuery,
  toListing,
  BookingForm: RentBookingForm,
};
