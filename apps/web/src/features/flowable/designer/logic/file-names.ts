export type DownloadKind = 'xml' | 'bpmn' | 'svg';

const MIME: Record<DownloadKind, string> = {
  xml: 'application/xml;charset=utf-8',
  bpmn: 'application/xml;charset=utf-8',
  svg: 'image/svg+xml;charset=utf-8',
};

/** Characters no file system accepts in a name. */
const UNSAFE = /[\\/:*?"<>|\s]+/g;

/**
 * The file name of a download: the process name (else its id, else 'diagram') and the kind:
 * `请假流程.bpmn20.xml` for XML (the engine's convention), `.bpmn`, `.svg`.
 */
export function downloadName(kind: DownloadKind, processName: string | undefined, processId: string | undefined) {
  const base = (processName?.trim() || processId?.trim() || 'diagram').replace(UNSAFE, '_');
  return kind === 'xml' ? `${base}.bpmn20.xml` : `${base}.${kind}`;
}

export const downloadType = (kind: DownloadKind) => MIME[kind];

/** Files the open button accepts (spec 02 §2: .xml and .bpmn). */
export const OPEN_ACCEPT = '.xml,.bpmn';
export const canOpen = (fileName: string) => /\.(xml|bpmn)$/i.test(fileName);
