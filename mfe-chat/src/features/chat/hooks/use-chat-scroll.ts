import type { ChatMessage } from '@campus/shared/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { compareMessages } from '../utils/merge-messages';

/** A reader this close to the bottom (px) is reading the latest messages, and the list follows new ones. */
const FOLLOW_THRESHOLD_PX = 80;
/** A reader this close to the top (px) asks for the older page. */
const LOAD_OLDER_THRESHOLD_PX = 40;

interface ChatScrollOptions {
  messages: readonly ChatMessage[];
  /** Older messages exist and none are being loaded. */
  canLoadOlder: boolean;
  loadOlder: () => Promise<void>;
  /**
   * The list is laid out from its end (`$fromEnd`: the server's first paint, and the site while it hydrates it),
   * where the browser keeps it at its bottom by itself, with scrollTop 0 there and negative above.
   */
  fromEnd?: boolean;
}

/**
 * The scrolling of the message list: it follows new messages unless the reader scrolled up (their own
 * always show), loads the older page at the top, and keeps the messages being read in place when older
 * ones go in above them.
 */
export function useChatScroll({ messages, canLoadOlder, loadOlder, fromEnd = false }: ChatScrollOptions) {
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const newestShown = useRef<string | undefined>(undefined);
  /** How far above its bottom the reader is (px), as of their last scroll. */
  const fromBottom = useRef(0);
  /** Where the reader was when the older page was asked for. */
  const anchor = useRef<{ oldest: Pick<ChatMessage, 'seq'>; scrollHeight: number; scrollTop: number } | null>(null);

  // Before paint, so the reader never sees the list jump.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const oldest = messages[0];
    const newest = messages.at(-1);
    const kept = anchor.current;
    if (kept && oldest && compareMessages(oldest, kept.oldest) < 0) {
      list.scrollTop = kept.scrollTop + (list.scrollHeight - kept.scrollHeight);
      anchor.current = null;
    }
    if (newest && newest._id !== newestShown.current && (following.current || newest.isBuyer)) {
      list.scrollTop = list.scrollHeight;
    }
    newestShown.current = newest?._id;
    if (!oldest) anchor.current = null;
  }, [messages]);

  // Once hydrated, the list is laid out from its start (README "First paint from the server"): the reader stays
  // where they were, at the newest messages unless they scrolled up while it hydrated.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || fromEnd) return;
    list.scrollTop = following.current ? list.scrollHeight : list.scrollHeight - list.clientHeight - fromBottom.current;
  }, [fromEnd]);

  // The list can get its size after its messages, and a phone turns. A reader following the conversation keeps
  // seeing its newest messages.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    fromBottom.current = fromEnd ? -list.scrollTop : list.scrollHeight - list.scrollTop - list.clientHeight;
    following.current = fromBottom.current <= FOLLOW_THRESHOLD_PX;
    // The older page waits until the list is the site's, laid out from its start.
    if (fromEnd) return;
    if (anchor.current) anchor.current = { ...anchor.current, scrollTop: list.scrollTop };
    const oldest = messages[0];
    if (canLoadOlder && oldest && list.scrollTop <= LOAD_OLDER_THRESHOLD_PX) {
      anchor.current = { oldest: { seq: oldest.seq }, scrollHeight: list.scrollHeight, scrollTop: list.scrollTop };
      void loadOlder();
    }
  };

  return { listRef, onScroll };
}
