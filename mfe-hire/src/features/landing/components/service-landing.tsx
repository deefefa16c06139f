import { SERVICE_CATEGORIES } from '@campus/shared/contract';
import { CategoryLanding } from '@campus/shared/listings';
import { paths } from '../../../config/paths';
import { SERVICE_CATEGORY_DESCRIPTIONS } from '../category-descriptions';

const categories = SERVICE_CATEGORIES.map((name) => ({
  name,
  description: SERVICE_CATEGORY_DESCRIPTIONS[name],
  href: paths.products.href(name),
}));

/** `/service`: the Hire landing (docs/product-rules.md "Screens"), from which every category opens the services listing. */
export function ServiceLanding() {
  return (
    <CategoryLanding
      title="Hire a fellow student"
      intro="Tutors, designers, photographers, laptop fixers and more are studying right next to you. Pick a category, find a student whose skills fit, and agree on the details with them directly."
      browseAllLabel="Browse all services"
      browseAllHref={paths.products.href()}
      categoriesLabel="Service categories"
      categories={categories}
    />
  );
}
