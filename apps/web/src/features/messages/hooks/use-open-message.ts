import { useQueryClient } from '@tanstack/react-query';
import type { SysMessageRow } from '@zj/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/shared/api/feedback.ts';
import { tm } from '@/shared/i18n/index.ts';
import { messageKeys } from '@/shared/messages/get-messages.ts';
import { useUnread } from '@/shared/messages/unread-store.ts';
import { readMessage } from '../api/read-message.ts';
import { loadProject, selectProject } from '../message-project.ts';
import { openModelProblem } from '../model-problem.ts';
import { type MessageDialogKind, openMessage } from '../open-message.ts';

export interface OpenMessageOptions {
  closeDrawer(): void;
  showDialog(kind: MessageDialogKind, message: SysMessageRow): void;
  problemTrackingPath: string | null;
}

/** Opening a message from the drawer (spec 01 §4 "Message"), wired to the app. */
export function useOpenMessage({ closeDrawer, showDialog, problemTrackingPath }: OpenMessageOptions) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (message: SysMessageRow) =>
      openMessage(message, {
        markRead: async (id) => {
          await readMessage(id);
          useUnread.getState().add(-1);
        },
        showDialog,
        openPage: (path) => {
          closeDrawer();
          void navigate(path);
        },
        refresh: () => void client.invalidateQueries({ queryKey: messageKeys.all }),
        openModelProblem: (row) =>
          openModelProblem(row, {
            closeDrawer,
            loadProject,
            selectProject,
            problemTrackingPath,
            navigate: (path) => void navigate(path),
            warnNoItems: () => feedback().warning(tm('problem.noItems')),
            tellTrackingOff: () => feedback().warning(t('messages.problemTrackingOff')),
          }),
      }),
    [client, navigate, t, closeDrawer, showDialog, problemTrackingPath],
  );
}
