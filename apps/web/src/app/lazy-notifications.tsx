import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/*
 * Issue 14: Mantine's notifications container (with its transitions, drag-to-dismiss and scroll
 * lock helpers, about 10 KB gzipped) is only needed once something is shown, which happens on one
 * page (a paid checkout). The store that notifications.show() writes to is small and stays in the
 * entry; the container is fetched when the store first holds a notice, and then stays mounted so
 * later notices and exit animations behave as before. A notice shown before the container
 * arrives keeps its place in the store and appears when it does (the container places notices
 * without a position of their own at its `position`).
 */
const Notifications = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.Notifications })),
);

export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
