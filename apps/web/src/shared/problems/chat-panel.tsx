import { PaperClipOutlined, SmileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD_KINDS } from '@zj/contract';
import { Button, Empty, Image, Input, Popover, Space, Spin, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { uploadFile } from '@/shared/ui/upload/upload-file.ts';
import { attachmentName, isImageAttachment, shortAttachmentName } from './attachment.ts';
import { problemApi, problemKeys, useComments } from './problem-api.ts';
import type { CommentRow } from './problem-types.ts';
import { CHAT_MAX } from './rectification-rules.ts';

/** The emoji picker's choices. */
export const EMOJIS = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😅',
  '😢',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '✅',
  '❌',
  '⚠️',
  '🔥',
  '🚧',
];

/** An attachment: images inline (with preview), other files as a shortened link. */
function Attachment({ url, fileName }: { url: string; fileName: string }) {
  if (isImageAttachment(url)) {
    return <Image src={url} width={120} style={{ borderRadius: 4 }} data-testid="chat-image" />;
  }
  const name = fileName || attachmentName(url);
  return (
    <a href={url} target="_blank" rel="noreferrer" title={name} data-testid="chat-file">
      {shortAttachmentName(name)}
    </a>
  );
}

function Bubble({ comment, own }: { comment: CommentRow; own: boolean }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: own ? 'flex-end' : 'flex-start',
        marginBottom: 10,
      }}
      data-testid="chat-message"
      data-own={own ? '1' : '0'}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {comment.creator} {comment.createTime ?? ''}
      </Typography.Text>
      <div
        style={{
          maxWidth: '80%',
          padding: '6px 10px',
          borderRadius: 8,
          background: own ? 'var(--ant-color-primary-bg, #e6f4ff)' : 'var(--ant-color-fill-tertiary, #f5f5f5)',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {comment.commentDetail && <div>{comment.commentDetail}</div>}
        {comment.extend1 && <Attachment url={comment.extend1} fileName={comment.extend2} />}
      </div>
    </div>
  );
}

/**
 * The chat of a problem (spec 02 §2, §5): own messages right, others left; Enter sends a
 * non-blank text of at most 100 characters; an image or file goes through the one upload path
 * ('上传失败' when it fails); a small emoji picker adds to the text.
 */
export function ChatPanel({ problemId }: { problemId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userId = useSession((state) => state.user?.userId);
  const comments = useComments(problemId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const rows = comments.data?.rows ?? [];

  useEffect(() => {
    const list = listRef.current;
    if (list && rows.length >= 0) list.scrollTop = list.scrollHeight;
  }, [rows.length]);

  const post = async (commentDetail: string, attached?: { url: string; name: string }) => {
    setSending(true);
    try {
      await problemApi.addComment(
        attached
          ? { problemId, commentDetail: '', extend1: attached.url, extend2: attached.name }
          : { problemId, commentDetail },
      );
      await client.invalidateQueries({ queryKey: problemKeys.comments(problemId) });
      return true;
    } catch {
      return false;
    } finally {
      setSending(false);
    }
  };

  const send = async () => {
    const value = text.trim();
    if (!value) {
      feedback().warning(t('problem.chat.blank'));
      return;
    }
    if (value.length > CHAT_MAX) {
      feedback().warning(t('problem.chat.tooLong'));
      return;
    }
    if (await post(value)) setText('');
  };

  const attach = async (file: File) => {
    try {
      const stored = await uploadFile(file, 'file');
      await post('', stored);
    } catch {
      feedback().error(t('problem.upload.failed'));
    }
  };

  return (
    <div data-testid="chat-panel" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div
        ref={listRef}
        style={{
          height: 260,
          overflowY: 'auto',
          padding: 8,
          border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
          borderRadius: 6,
        }}
        data-testid="chat-list"
      >
        {comments.isLoading ? (
          <Spin />
        ) : rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('problem.chat.empty')} />
        ) : (
          rows.map((comment) => <Bubble key={comment.id} comment={comment} own={comment.userId === userId} />)
        )}
      </div>
      <Space size={4}>
        <Popover
          trigger="click"
          content={
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 32px)', gap: 4 }} data-testid="emoji-picker">
              {EMOJIS.map((emoji) => (
                <Button key={emoji} type="text" size="small" onClick={() => setText((value) => value + emoji)}>
                  {emoji}
                </Button>
              ))}
            </div>
          }
        >
          <Button icon={<SmileOutlined />} aria-label={t('problem.chat.emoji')} data-testid="emoji-button" />
        </Popover>
        <Upload
          showUploadList={false}
          accept={UPLOAD_KINDS.file.extensions.map((extension) => `.${extension}`).join(',')}
          beforeUpload={(file) => {
            void attach(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<PaperClipOutlined />} aria-label={t('problem.chat.image')} data-testid="chat-attach" />
        </Upload>
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={(event) => {
            if (!event.nativeEvent.isComposing) void send();
          }}
          maxLength={CHAT_MAX}
          placeholder={t('problem.chat.placeholder')}
          data-testid="chat-input"
        />
        <Button type="primary" loading={sending} onClick={() => void send()} data-testid="chat-send">
          {t('problem.chat.send')}
        </Button>
      </Space.Compact>
    </div>
  );
}
