import { notification } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { currentLang, i18n } from '../i18n/index.ts';
import { useSession } from '../store/session-store.ts';
import { broadcastFrame } from './app-events.ts';
import './realtime-texts.ts';
import { setTopicLine } from './topics.ts';
import { type SocketClass, socketUrl, WsClient } from './ws-client.ts';

/**
 * Keeps the realtime line open while someone is logged in (the layout calls it): starts when
 * the user and token are known, stops on logout or when the layout goes. Returns the holder of
 * its notifications, to be rendered by the caller.
 */
export function useRealtime(socketClass?: SocketClass): ReactNode {
  const [notify, holder] = notification.useNotification();
  const userName = useSession((state) => state.user?.userName ?? null);
  const token = useSession((state) => state.token);

  useEffect(() => {
    if (!userName || !token) return;
    const client = new WsClient({
      url: () => socketUrl(currentLang()),
      socketClass,
      credentials: () => {
        const session = useSession.getState();
        return session.user && session.token ? { userName: session.user.userName, token: session.token } : null;
      },
      onFrame: broadcastFrame,
      onUnsupported: () =>
        notify.error({ title: i18n.t('realtime.errorTitle'), description: i18n.t('realtime.unsupported') }),
    });
    client.start();
    setTopicLine(client);
    return () => {
      setTopicLine(null);
      client.stop();
    };
  }, [userName, token, socketClass, notify]);

  return holder;
}
