import { DICT_TYPES } from '@zj/contract';
import { Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useNotice } from '../api/get-notice.ts';

/** 公告详情: the content is HTML that the server sanitised before storing it. */
export function NoticeDetailDialog({ noticeId, onClose }: { noticeId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notice = useNotice(noticeId);
  const dicts = useDict(DICT_TYPES.noticeType, DICT_TYPES.noticeStatus);
  const row = notice.data;
  return (
    <Modal open={noticeId !== null} title={t('sys.notice.detailTitle')} footer={null} onCancel={onClose} width={800}>
      <Spin spinning={notice.isFetching}>
        <div data-testid="notice-detail">
          {row && (
            <>
              <h2 style={{ textAlign: 'center' }} data-testid="notice-detail-title">
                {row.noticeTitle}
              </h2>
              <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
                <Descriptions.Item label={t('sys.notice.type')}>
                  <DictTag options={dicts[DICT_TYPES.noticeType]} value={row.noticeType} />
                </Descriptions.Item>
                <Descriptions.Item label={t('common.status')}>
                  <DictTag options={dicts[DICT_TYPES.noticeStatus]} value={row.status} />
                </Descriptions.Item>
                <Descriptions.Item label={t('sys.notice.createBy')}>{row.createBy}</Descriptions.Item>
                <Descriptions.Item label={t('common.createTime')}>{row.createTime}</Descriptions.Item>
              </Descriptions>
              <div
                className="zj-notice-content"
                data-testid="notice-detail-content"
                style={{ maxHeight: '60vh', overflow: 'auto', wordBreak: 'break-word' }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises notice content before storing it
                dangerouslySetInnerHTML={{ __html: row.noticeContent ?? '' }}
              />
            </>
          )}
        </div>
      </Spin>
    </Modal>
  );
}
