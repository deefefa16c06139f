import { Card, DocumentTitle, Page, PageTitle, styled } from '@campus/shared/ui';
import type { ListingKind } from '../listing-kinds';
import { EMPTY_LISTING_FORM, type ListingFormOutput } from '../listing-form-values';
import { ListingForm } from './listing-form';

const FormCard = styled(Card)`
  max-width: 40rem;
`;

interface CreateListingScreenProps {
  kind: ListingKind;
  title: string;
  label: string;
  submitLabel: string;
  onSubmit: (values: ListingFormOutput, photo: File | null) => Promise<void>;
}

/** The page around a create form: Rent Product and Offer Service (docs/product-rules.md "Screens"). */
export function CreateListingScreen({ kind, title, label, submitLabel, onSubmit }: CreateListingScreenProps) {
  return (
    <Page>
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      <FormCard>
        <ListingForm
          kind={kind}
          mode="create"
          label={label}
          defaultValues={EMPTY_LISTING_FORM}
          submitLabel={submitLabel}
          busyLabel="Creating…"
          onSubmit={onSubmit}
        />
      </FormCard>
    </Page>
  );
}
