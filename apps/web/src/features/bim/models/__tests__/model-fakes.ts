import { screen } from '@testing-library/react';
import type { BandRow, VersionRow } from '@zj/contract';

/** A band of project 7 as GET /business/model/band/list answers it. */
export const band = (bandId: number, bandName: string, over: Partial<BandRow> = {}): BandRow => ({
  bandId,
  projectId: 7,
  bandName,
  sort: bandId,
  currentVersionId: null,
  currentVersionNo: null,
  versionCount: 0,
  status: null,
  updateTime: '2026-11-20 10:00:00',
  ...over,
});

/** A converted version of band 1 (建筑) of project 7. */
export const version = (versionId: number, versionNo: number, over: Partial<VersionRow> = {}): VersionRow => ({
  versionId,
  bandId: 1,
  bandName: '建筑',
  projectId: 7,
  versionNo,
  fileName: `house-v${versionNo}.ifc`,
  fileSize: 48_213,
  schema: 'IFC4',
  status: '2',
  progress: 100,
  errorMsg: '',
  elementCount: 16,
  current: '0',
  convertMs: 1830,
  createBy: 'bim',
  createTime: `2026-11-2${versionNo} 09:00:00`,
  ...over,
});

/** A small IFC4 file: STEP text with its FILE_SCHEMA line. */
export const IFC_TEXT = [
  'ISO-10303-21;',
  'HEADER;',
  "FILE_DESCRIPTION(('ViewDefinition [DesignTransferView]'),'2;1');",
  "FILE_SCHEMA(('IFC4'));",
  'ENDSEC;',
  'DATA;',
  "#1=IFCPROJECT('1UTpUpzd0Nf8_3NpBokOcX',$,'house',$,$,$,$,$,$);",
  'ENDSEC;',
  'END-ISO-10303-21;',
].join('\n');

/** An element of the page, given time: the first render of a page with antd takes seconds on a loaded machine. */
export const appear = (testId: string) => screen.findByTestId(testId, {}, { timeout: 15_000 });
