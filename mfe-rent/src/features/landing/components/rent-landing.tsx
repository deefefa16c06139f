import { RENT_CATEGORIES } from '@campus/shared/contract';
import { CategoryLanding } from '@campus/shared/listings';
import { paths } from '../../../config/paths';
import { RENT_CATEGORY_DESCRIPTIONS } from '../category-descriptions';

const categories = RENT_CATEGORIES.map((name) => ({
  name,
  description: RENT_CATEGORY_DESCRIPTIONS[name],
  href: paths.products.href(name),
}));

/** `/rent`: the Borrow landing (docs/product-rules.md "Screens"), from which every category opens the rent listing. */
export function RentLanding() {
  return (
    <CategoryLanding
      title="Borrow on campus"
      intro="Need something for a week rather than for ever? Borrow books, gadgets, gear and more from students on your campus, pay by the day, and hand it back when you are done."
      browseAllLabel="Browse all items"
      browseAllHref={paths.products.href()}
      categoriesLabel="Rent categories"
      categories={categories}
    />
  );
}
