import type { ConstructionLogDetail } from '@zj/contract';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { temperatureText } from '../log-form-model.ts';
import { printLines } from '../print-lines.ts';
import './log-print.css';

/** A row of the sheet: its label and its lines (an empty section prints 无). */
function SheetRow({ label, lines, testId }: { label: string; lines: string[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <tr data-testid={testId}>
      <th>{label}</th>
      <td colSpan={5} className="clog-sheet-lines">
        {lines.length ? lines.map((line) => <div key={line}>{line}</div>) : <span>{t('clog.empty')}</span>}
      </td>
    </tr>
  );
}

/** 施工日志 as the usual Chinese form: 工程名称, 日期, 天气, 气温, 风力, the sections, 记录人/签字. */
export function LogSheet({ log }: { log: ConstructionLogDetail }) {
  const { t, i18n } = useTranslation();
  const lines = printLines(log, t);
  const signature = log.signedBy
    ? `${log.createBy} / ${log.signedBy}  ${log.signedTime ?? ''}`
    : `${log.createBy} ${t('clog.print.unsigned')}`;
  return (
    <div className={`clog-sheet${i18n.language.startsWith('zh') ? ' clog-sheet-zh' : ''}`} data-testid="clog-sheet">
      <h1>{t('clog.title')}</h1>
      <table>
        <colgroup>
          <col style={{ width: '16%' }} />
          <col style={{ width: '20%' }} />
          <col style={{ width: '12%' }} />
          <col style={{ width: '18%' }} />
          <col style={{ width: '12%' }} />
          <col style={{ width: '22%' }} />
        </colgroup>
        <tbody>
          <tr>
            <th>{t('clog.projectName')}</th>
            <td colSpan={3}>{log.projectName}</td>
            <th>{t('clog.logDate')}</th>
            <td>{log.logDate}</td>
          </tr>
          <tr>
            <th>{t('clog.weather')}</th>
            <td>{log.weather}</td>
            <th>{t('clog.temperature')}</th>
            <td>{temperatureText(log.temperatureLow, log.temperatureHigh)}</td>
            <th>{t('clog.wind')}</th>
            <td>{log.wind}</td>
          </tr>
          <SheetRow label={t('clog.manpower')} lines={lines.manpower} testId="clog-sheet-manpower" />
          <SheetRow label={t('clog.machinery')} lines={lines.machinery} testId="clog-sheet-machinery" />
          <SheetRow label={t('clog.work')} lines={lines.work} testId="clog-sheet-work" />
          <SheetRow label={t('clog.materials')} lines={lines.materials} testId="clog-sheet-materials" />
          <SheetRow label={t('clog.inspections')} lines={lines.inspections} testId="clog-sheet-inspections" />
          <SheetRow label={t('clog.problems')} lines={lines.problems} testId="clog-sheet-problems" />
          {log.remark ? <SheetRow label={t('clog.remark')} lines={[log.remark]} testId="clog-sheet-remark" /> : null}
          <tr>
            <th>{t('clog.printSigner')}</th>
            <td colSpan={5} data-testid="clog-sheet-signer">
              {signature}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** The print preview: the sheet, and 打印 (the browser prints only the sheet, see log-print.css). */
export function LogPrint({ log, onClose }: { log: ConstructionLogDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={log !== null}
      title={t('clog.printTitle')}
      onCancel={onClose}
      width={860}
      rootClassName="clog-print-modal"
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button key="print" type="primary" onClick={() => window.print()} data-testid="clog-print-now">
          {t('clog.print')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <div className="clog-sheet-frame">{log ? <LogSheet log={log} /> : null}</div>
    </Modal>
  );
}
