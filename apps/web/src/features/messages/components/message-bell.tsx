import { BellOutlined } from '@ant-design/icons';
import { MESSAGE_BADGE_MAX, type SysMessageRow } from '@zj/contract';
import { Badge, Button, notification } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '@/shared/messages/use-unread-count.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useMessageEvents } from '../hooks/use-message-events.ts';
import '../messages-texts.ts';
import { useShownText } from '@/shared/i18n/shown-text.ts';
import { relateLabel } from '../relate-label.ts';

const MessageDrawer = lazy(() => import('./message-drawer.tsx'));

export interface MessageBellProps {
  /** Where a model_problem message leads when the user can reach problem tracking, else null. */
  problemTrackingPath: string | null;
}

/** The header bell with the unread count; opens 'My messages' (loaded on first use). */
export function MessageBell({ problemTrackingPath }: MessageBellProps) {
  const { t } = useTranslation();
  const shown = useShownText();
  const userId = useSession((state) => state.user?.userId);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [notify, holder] = notification.useNotification();
  const count = useUnreadCount(userId);

  // Opening the drawer shows every message: the pop-ups close (they would lie over the drawer).
  const show = useCallback(() => {
    notify.destroy();
    setLoaded(true);
    setOpen(true);
  }, [notify]);
  const announce = useCallback(
    (message: SysMessageRow) =>
      notify.info({
        title: shown(message),
        description: relateLabel(t, message) ?? message.createTime ?? undefined,
        onClick: show,
        style: { cursor: 'pointer' },
        props: { 'data-testid': 'message-notification' } as never,
      }),
    [notify, t, show, shown],
  );
  useMessageEvents(announce);

  return (
    <>
      <Badge
        count={count}
        overflowCount={MESSAGE_BADGE_MAX /* spec 01 §9: 99, then 99+ */}
        size="small"
        offset={[-6, 6]}
        data-testid="message-badge"
      >
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={count > 0 ? t('messages.unreadCount', { count }) : t('messages.bell')}
          title={t('messages.bell')}
          data-testid="message-bell"
          onClick={show}
        />
      </Badge>
      {loaded && userId !== undefined && (
        <Suspense fallback={null}>
          <MessageDrawer
            open={open}
            recipient={userId}
            onClose={() => setOpen(false)}
            problemTrackingPath={problemTrackingPath}
          />
        </Suspense>
      )}
      {holder}
    </>
  );
}
