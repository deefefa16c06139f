import { StatusBadge } from './status-badge';

/**
 * 'Verified student of <campus>' under a member's name (a paragraph of its own), on a site that takes campus addresses only
 * (docs/product-rules.md "Campus-verified accounts"): said in words, the tick only adds to them. It wears the status
 * badge's green rather than a style of its own: Buy's product page is part of the home page's first load.
 */
export function VerifiedBadge({ campus }: { campus: string }) {
  return (
    <StatusBadge $available>
      <span aria-hidden="true">✓ </span>
      Verified student of {campus}
    </StatusBadge>
  );
}

/** The badge when the owner carries one (a listing's own page on a campus site), else nothing. */
export function OwnerBadge({ owner }: { owner: { verified?: boolean; campus?: string } }) {
  return owner.verified && owner.campus ? <VerifiedBadge campus={owner.campus} /> : null;
}
