import { FolderOpenOutlined, FolderOutlined } from '@ant-design/icons';
import type { FileFolderRow } from '@zj/contract';
import { Badge, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import '../quality-texts.ts';

const ALL = '\u0000all';

/** The folders of the quality files with their counts; none chosen shows every file. */
export function FolderList({
  folders,
  selected,
  onSelect,
}: {
  folders: FileFolderRow[];
  selected: string | undefined;
  onSelect: (folder: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const total = folders.reduce((sum, row) => sum + row.count, 0);
  const item = (key: string, label: string, count: number, testId: string) => ({
    key,
    icon: key === (selected ?? ALL) ? <FolderOpenOutlined /> : <FolderOutlined />,
    label: (
      <span data-testid={testId} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
        <Badge count={count} showZero color="#bfbfbf" overflowCount={9999} />
      </span>
    ),
  });
  return (
    <Menu
      mode="inline"
      style={{ borderInlineEnd: 0 }}
      data-testid="qfile-folders"
      selectedKeys={[selected ?? ALL]}
      onClick={({ key }) => onSelect(key === ALL ? undefined : key)}
      items={[
        item(ALL, t('qfile.allFolders'), total, 'qfile-folder-all'),
        ...folders.map((row) => item(row.folder, row.folder, row.count, `qfile-folder-${row.folder}`)),
      ]}
    />
  );
}
