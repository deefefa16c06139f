import { NOTIFICATION_EVENT } from '@campus/shared/contract';
import { type RealtimeServer, userRoom } from '../../plugins/realtime';
import type { AddressedNotification } from './repository';

/** Delivers stored notifications live to every open page of their member (through the cluster adapter). */
export function publishNotifications(io: RealtimeServer, stored: AddressedNotification[]): void {
  for (const { userId, notification } of stored) io.to(userRoom(userId)).emit(NOTIFICATION_EVENT, notification);
}
