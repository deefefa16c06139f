import { styled } from '@campus/shared/ui';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  margin-left: 0.4rem;
  padding: 0.05rem 0.55rem;
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  white-space: nowrap;
`;

/**
 * 'Verified student of <campus>' beside a member's name, on a site that takes campus addresses only
 * (docs/product-rules.md "Campus-verified accounts"): said in words, the tick only adds to them.
 */
export function VerifiedBadge({ campus }: { campus: string }) {
  return (
    <Badge>
      <span aria-hidden="true">✓</span>
      Verified student of {campus}
    </Badge>
  );
}

/** The badge when the owner carries one (a listing's own page on a campus site), else nothing. */
export function OwnerBadge({ owner }: { owner: { verified?: boolean; campus?: string } }) {
  return owner.verified && owner.campus ? <VerifiedBadge campus={owner.campus} /> : null;
}
