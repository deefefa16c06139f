import { selectUser, useAppSelector } from '@campus/shared/store';
import { styled } from 'styled-components';
import { lazy, Suspense, useState } from 'react';
import type { ReportSubject } from './report-dialog';

// Loaded when first opened: the pages that offer it (an item page, the chat) carry only the button.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

const LinkButton = styled.button`
  padding: 0.25rem 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
  min-height: 1.5rem;
`;

interface ReportButtonProps extends ReportSubject {
  /** Who wrote or owns it: they are offered no button, and neither are visitors. */
  ownerId?: string;
  /** The button's text; its accessible name says what it reports. */
  label?: string;
}

/** 'Report' and its reason dialog, for a logged-in member on what someone else wrote or owns. */
export function ReportButton({ ownerId, label = 'Report', ...subject }: ReportButtonProps) {
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  if (!user || user._id === ownerId) return null;
  return (
    <>
      <LinkButton type="button" aria-label={`Report ${subject.what}`} onClick={() => setOpen(true)}>
        {label}
      </LinkButton>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog {...subject} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
