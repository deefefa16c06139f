import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from '@campus/shared/api';
import type { BookingSide, NotificationKind } from '@campus/shared/contract';
import { selectUser, useAppSelector } from '@campus/shared/store';
import { useEffect, useRef } from 'react';

/** The notifications a screen follows up: of these kinds, and for a booking's, on this side of it. */
export interface FollowedUp {
  kinds: readonly NotificationKind[];
  bookingSide?: BookingSide | null;
}

/**
 * Marks read the member's unread notifications this screen follows up, once as it opens (and again when it opens
 * another side): the member has seen what they were about, so none is e-mailed (docs/product-rules.md "E-mail
 * notifications"). One that arrives while it is open stays unread, as its toast and the badge say. Marks by id, so
 * the server changes nothing but those; a failure leaves them unread, which is all it costs.
 */
export function useReadOnOpen({ kinds, bookingSide }: FollowedUp): void {
  const user = useAppSelector(selectUser);
  const { data } = useGetNotificationsQuery(user?._id ?? '', { skip: !user });
  const [markRead] = useMarkNotificationsReadMutation();
  const opened = `${kinds.join(',')}:${bookingSide ?? ''}`;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!data || marked.current === opened) return;
    marked.current = opened;
    const ids = data.notifications
      .filter((item) => !item.read && kinds.includes(item.kind) && (bookingSide === undefined || item.bookingSide === bookingSide))
      .map((item) => item._id);
    if (ids.length > 0) void markRead({ ids });
  }, [data, opened, kinds, bookingSide, markRead]);
}
