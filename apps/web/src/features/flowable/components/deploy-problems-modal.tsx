import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './flowable-texts.ts';

/**
 * The server's refusal of a deploy as a list: "流程模型不能部署：<problem>; <problem>", each
 * problem naming its element (e.g. 元素 记录 [record] 引用了未注册的处理器 recordApproval).
 */
export function splitProblems(message: string): { head: string; problems: string[] } {
  const match = /^(.*?)(?:：|: )(.*)$/s.exec(message);
  if (!match) return { head: message, problems: [] };
  const problems = (match[2] ?? '')
    .split(/;\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { head: match[1] ?? '', problems };
}

export function DeployProblemsModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { head, problems } = splitProblems(message ?? '');
  return (
    <Modal
      open={message !== null}
      title={t('flow.model.deployRefused')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ 'data-testid': 'deploy-problems-close' } as never}
      width="min(640px, 96vw)"
    >
      <div data-testid="deploy-problems">
        <Typography.Paragraph strong>{head}</Typography.Paragraph>
        {problems.length > 0 && (
          <ul style={{ paddingInlineStart: 20, margin: 0 }}>
            {problems.map((problem) => (
              <li key={problem}>
                <Typography.Text type="danger">{problem}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
