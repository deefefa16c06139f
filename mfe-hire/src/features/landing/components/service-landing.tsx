import { SERVICE_CATEGORIES } from '@campus/shared/contract';
import { Page, PageTitle } from '@campus/shared/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function ServiceLanding() {
  return (
    <Page>
      <PageTitle>Hire a fellow student</PageTitle>
      <ul>
        {SERVICE_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to={paths.products.href(category)}>{category}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
