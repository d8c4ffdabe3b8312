import { useQueryClient } from '@tanstack/react-query';
import type { SysMessageRow } from '@zj/contract';
import { Button, Drawer, Tabs } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { tm } from '@/shared/i18n/index.ts';
import { type MessageStatus, messageKeys, useMessages } from '@/shared/messages/get-messages.ts';
import { useUnread } from '@/shared/messages/unread-store.ts';
import { NoticeViewDialog } from '@/shared/problems/notice-view.tsx';
import { ProblemDialog } from '@/shared/problems/problem-dialog.tsx';
import { readAllMessages } from '../api/read-all-messages.ts';
import { useOpenMessage } from '../hooks/use-open-message.ts';
import type { MessageDialogKind } from '../open-message.ts';
import { MessageDialog } from './message-dialog.tsx';
import { MessageList } from './message-list.tsx';

/** quality_problem and problem_notice messages carry the problem's (the notice's) id as relateId. */
const problemIdOf = (message: SysMessageRow) => {
  const id = Number(message.relateId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** spec 01 §2: the drawer is 420 px wide. */
export const DRAWER_WIDTH = 420;

export interface MessageDrawerProps {
  open: boolean;
  recipient: number;
  onClose(): void;
  problemTrackingPath: string | null;
}

/** 我的消息: tabs 未读 / 已读 and 全部已读; opening a message follows spec 01 §4. */
export default function MessageDrawer({ open, recipient, onClose, problemTrackingPath }: MessageDrawerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [tab, setTab] = useState<MessageStatus>('0');
  const [dialog, setDialog] = useState<{ kind: MessageDialogKind; message: SysMessageRow } | null>(null);
  const [readingAll, setReadingAll] = useState(false);
  const list = useMessages(open ? recipient : undefined, tab);
  const unreadCount = useUnread((state) => state.count);

  const showDialog = useCallback((kind: MessageDialogKind, message: SysMessageRow) => setDialog({ kind, message }), []);
  const shownProblem = dialog?.kind === 'quality' ? problemIdOf(dialog.message) : null;
  const shownNotice = dialog?.kind === 'notice' ? problemIdOf(dialog.message) : null;
  const openMessage = useOpenMessage({ closeDrawer: onClose, showDialog, problemTrackingPath });
  /**
   * A dialog opened from the drawer gives the focus back to it when it is gone (the message that
   * opened it may have left the 未读 list meanwhile), and Escape with the focus in the drawer closes
   * it: antd's own Escape only reaches the top-most layer, which a toast or a notification shown
   * after the drawer opened would be.
   */
  const body = useRef<HTMLElement>(null);
  const refocus = useCallback(() => {
    if (open) body.current?.focus({ preventScroll: true });
  }, [open]);

  const readAll = async () => {
    setReadingAll(true);
    try {
      await readAllMessages();
      useUnread.getState().setCount(0);
      feedback().success(tm('common.success'));
    } catch {
      // the request client has told the user
    } finally {
      setReadingAll(false);
      void client.invalidateQueries({ queryKey: messageKeys.all });
    }
  };

  const tabLabel = (status: MessageStatus) => (
    <span data-testid={status === '0' ? 'message-tab-unread' : 'message-tab-read'}>
      {t(status === '0' ? 'messages.unread' : 'messages.read')}
    </span>
  );

  return (
    <>
      <Drawer
        title={t('messages.title')}
        placement="right"
        size={DRAWER_WIDTH}
        open={open}
        onClose={onClose}
        data-testid="message-drawer"
        extra={
          <Button
            type="link"
            size="small"
            loading={readingAll}
            disabled={unreadCount === 0}
            onClick={() => void readAll()}
            data-testid="message-read-all"
          >
            {t('messages.readAll')}
          </Button>
        }
        styles={{ body: { paddingTop: 0 } }}
      >
        <section
          ref={body}
          aria-label={t('messages.title')}
          tabIndex={-1}
          style={{ outline: 'none' }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.nativeEvent.isComposing) onClose();
          }}
          data-testid="message-drawer-body"
        >
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key === '1' ? '1' : '0')}
            items={(['0', '1'] as const).map((status) => ({
              key: status,
              label: tabLabel(status),
              children: (
                <MessageList
                  rows={status === tab ? (list.data?.rows ?? []) : []}
                  loading={status === tab && list.isFetching && !list.data}
                  onOpen={(message) => void openMessage(message)}
                />
              ),
            }))}
          />
        </section>
      </Drawer>
      <MessageDialog
        dialog={shownProblem !== null || shownNotice !== null ? null : dialog}
        onClose={() => setDialog(null)}
        afterClose={refocus}
      />
      <NoticeViewDialog noticeId={shownNotice} onClose={() => setDialog(null)} afterClose={refocus} />
      <ProblemDialog
        problemId={shownProblem}
        projectId={dialog?.message.projectId ?? null}
        onClose={() => setDialog(null)}
        afterClose={refocus}
      />
    </>
  );
}
