import { useUpload, type Upload } from '@campus/shared/api';
import { Button, FocusedStatus } from '@campus/shared/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export const UPLOAD_CANCELLED = 'Upload cancelled. Nothing was saved; your form is as you left it.';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0 0 1rem;
`;

/* The track: the border keeps it visible against the page (WCAG 1.4.11); the fill is the part sent. */
const Track = styled.div`
  flex: 1 1 10rem;
  height: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s linear;
`;

const Percent = styled.span`
  min-width: 3rem;
  font-variant-numeric: tabular-nums;
`;

/**
 * A form's multipart send on its way (docs/decisions/0038-axios-as-the-http-client.md, "Uploads"): a progress bar
 * with the percentage axios reports and a Cancel that aborts the request, then what a cancel left. That message takes
 * the focus the Cancel button had, so it does not fall back to the page (or out of the admin's edit dialog).
 */
export function UploadProgress({ upload, label = 'Uploading photo' }: { upload: Upload; label?: string }) {
  if (upload.percent === null) {
    return upload.cancelled ? <FocusedStatus>{UPLOAD_CANCELLED}</FocusedStatus> : null;
  }
  const percent = upload.percent;
  return (
    <Row>
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
        {/* A width set from script (CSSOM), which the site's Content-Security-Policy allows, unlike a style attribute in markup. */}
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Percent aria-hidden="true">{percent}%</Percent>
      <Button $variant="secondary" onClick={upload.cancel}>
        Cancel
      </Button>
    </Row>
  );
}

/**
 * An upload of its own for the form it wraps (`useUpload` where a hook cannot go: inside the admin's edit modal,
 * rendered per item by useEditModal), so one item's progress or cancelled message never shows in the next item's edit.
 */
export function OwnUpload({ children }: { children: (upload: Upload) => ReactNode }) {
  return children(useUpload());
}
