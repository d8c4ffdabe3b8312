import { Modal, message, notification, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { type Feedback, setFeedback } from '../api/feedback.ts';
import { TOAST_TOP } from './header-size.ts';

/** antd's message / notification / modal, bound to the app's ConfigProvider, set up once. */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage({ top: TOAST_TOP });
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  const [overlay, setOverlay] = useState<string | null>(null);

  useEffect(() => {
    const real: Feedback = {
      error: (text, duration) => void messageApi.error(text, duration),
      warning: (text) => void messageApi.warning(text),
      success: (text, duration) => void messageApi.success(text, duration),
      notifyError: (text) => notificationApi.error({ title: text }),
      confirm: ({ title, content, okText, cancelText, onOk, onCancel }) =>
        void modalApi.confirm({ title, content, okText, cancelText, onOk, onCancel }),
      loading: (text) => {
        setOverlay(text);
        return () => setOverlay(null);
      },
    };
    setFeedback(real);
    return () => setFeedback(null);
  }, [messageApi, notificationApi, modalApi]);

  return (
    <>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
      {overlay !== null && <Spin fullscreen spinning tip={overlay} data-testid="loading-overlay" />}
    </>
  );
}
