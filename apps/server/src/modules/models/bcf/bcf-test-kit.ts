import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { BcfTopic, BcfViewpoint } from './bcf-types.ts';

/** A 1×1 PNG (a snapshot's bytes in tests). */
export const PNG_1PX = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** IFC GlobalIds of the tests (any 22 characters of the IFC alphabet). */
export const IFC_IDS = [
  '2O2Fr$t4X7Zf8NOew3FLOH',
  '1hOSvn6df7F8_7GcBWlRGQ',
  '3cUkl32yn9qRSPvBJVyWYp',
  '0M6o7Znnv7hxsbWgeu7oQq',
];

const EMPTY_VIEWPOINT: Omit<BcfViewpoint, 'guid'> = {
  index: null,
  camera: null,
  selection: [],
  defaultVisibility: true,
  exceptions: [],
  viewSetupHints: null,
  coloring: [],
  lines: [],
  clippingPlanes: [],
  bitmaps: [],
  snapshot: null,
};

export const viewpoint = (guid: string, over: Partial<BcfViewpoint> = {}): BcfViewpoint => ({
  guid,
  ...EMPTY_VIEWPOINT,
  ...over,
});

export const topic = (guid: string, over: Partial<BcfTopic> = {}): BcfTopic => ({
  guid,
  topicType: null,
  topicStatus: null,
  referenceLinks: [],
  title: 'Topic',
  priority: null,
  index: null,
  labels: [],
  creationDate: '2026-11-29T01:02:03Z',
  creationAuthor: 'admin',
  modifiedDate: null,
  modifiedAuthor: null,
  dueDate: null,
  assignedTo: null,
  stage: null,
  description: null,
  documentReferences: [],
  relatedTopics: [],
  headerFiles: [],
  comments: [],
  viewpoints: [],
  ...over,
});

/** Two topics using every part of BCF 2.1 the platform writes and reads. */
export function richTopics(): BcfTopic[] {
  const component = (ifcGuid: string) => ({ ifcGuid, originatingSystem: null, authoringToolId: null });
  return [
    topic('6f1d1c5e-0b6a-4c57-9a1e-2f9c3d5b7a01', {
      topicType: '随机抽查',
      topicStatus: 'Open',
      referenceLinks: ['https://example.org/issue/1'],
      title: '墙体开裂 <A&B> "quoted" \'single\'',
      priority: '重要',
      index: 0,
      labels: ['结构', 'Structural'],
      creationDate: '2026-11-28T08:00:00.000Z',
      creationAuthor: '张三',
      modifiedDate: '2026-11-29T09:30:00.000Z',
      modifiedAuthor: 'admin',
      dueDate: '2026-12-31T00:00:00.000Z',
      assignedTo: '李四, 王五',
      stage: '施工',
      description: 'Line one\nLine two with ]]> and &amp; literally',
      documentReferences: [
        { guid: null, isExternal: true, referencedDocument: 'https://example.org/spec.pdf', description: 'Spec' },
      ],
      relatedTopics: ['1b66b5cb-18b4-4edd-a700-d02c3a673710'],
      headerFiles: [
        {
          ifcProject: IFC_IDS[3] as string,
          ifcSpatialStructureElement: null,
          isExternal: true,
          filename: 'house-v1.ifc',
          date: '2026-11-27T10:00:00.000Z',
          reference: null,
        },
      ],
      comments: [
        {
          guid: 'a1b2c3d4-e5f6-4a5b-8c9d-0e1f2a3b4c5d',
          date: '2026-11-28T08:05:00.000Z',
          author: '李四',
          comment: '已确认，请整改',
          viewpointGuid: '0e2000cc-c831-4cea-a847-a3d87ae572ff',
          modifiedDate: null,
          modifiedAuthor: null,
        },
        {
          guid: 'b1b2c3d4-e5f6-4a5b-8c9d-0e1f2a3b4c5d',
          date: '2026-11-28T09:00:00.000Z',
          author: 'external@bimcollab.com',
          comment: '',
          viewpointGuid: null,
          modifiedDate: '2026-11-28T10:00:00.000Z',
          modifiedAuthor: 'external@bimcollab.com',
        },
      ],
      viewpoints: [
        viewpoint('0e2000cc-c831-4cea-a847-a3d87ae572ff', {
          index: 0,
          camera: {
            kind: 'perspective',
            viewPoint: [12.5, -3.25, 1.7],
            direction: [-0.6, 0.8, 0],
            upVector: [0, 0, 1],
            fieldOfView: 60,
            viewToWorldScale: null,
          },
          selection: [
            component(IFC_IDS[0] as string),
            { ifcGuid: IFC_IDS[1] as string, originatingSystem: 'Revit', authoringToolId: '316258' },
          ],
          defaultVisibility: false,
          exceptions: [component(IFC_IDS[0] as string), component(IFC_IDS[1] as string)],
          viewSetupHints: { spacesVisible: false, spaceBoundariesVisible: null, openingsVisible: true },
          coloring: [{ color: 'FF0000', components: [component(IFC_IDS[0] as string)] }],
          lines: [{ start: [0, 0, 0], end: [1, 2, 3] }],
          clippingPlanes: [
            { location: [0, 0, 1.5], direction: [0, 0, 1] },
            { location: [2, 0, 0], direction: [-1, 0, 0] },
          ],
          bitmaps: [
            {
              format: 'PNG',
              reference: 'marker.png',
              bytes: PNG_1PX,
              location: [1, 1, 1],
              normal: [0, 0, 1],
              up: [0, 1, 0],
              height: 0.5,
            },
          ],
          snapshot: { format: 'png', bytes: PNG_1PX },
        }),
        viewpoint('14a149d9-f18f-4911-ab22-591ec2c78992', {
          index: 1,
          camera: {
            kind: 'orthogonal',
            viewPoint: [0, 0, 100],
            direction: [0, 0, -1],
            upVector: [0, 1, 0],
            fieldOfView: null,
            viewToWorldScale: 42.5,
          },
          selection: [],
          defaultVisibility: true,
          exceptions: [component(IFC_IDS[2] as string)],
        }),
      ],
    }),
    topic('7a2e2d6f-1c7b-4d68-8b2f-3a0d4e6c8b12', {
      title: 'Minimal',
      creationAuthor: 'bob',
    }),
  ];
}

/** Every entry of a zip, by name. */
export const unzipEntries = (bytes: Uint8Array) => unzipSync(bytes);

const SCHEMAS: [RegExp, string][] = [
  [/(^|\/)bcf\.version$/, 'version.xsd'],
  [/(^|\/)project\.bcfp$/, 'project.xsd'],
  [/(^|\/)markup\.bcf$/, 'markup.xsd'],
  [/\.bcfv$/, 'visinfo.xsd'],
];

/**
 * Validates every XML entry of a BCF zip against the BCF 2.1 XSDs with xmllint (libxml2-utils);
 * returns how many files of each schema were checked, or throws xmllint's complaint.
 */
export function validateWithXsd(bytes: Uint8Array): Record<string, number> {
  const dir = mkdtempSync(join(tmpdir(), 'zj-bcf-xsd-'));
  const counts: Record<string, number> = {};
  try {
    const bySchema = new Map<string, string[]>();
    let n = 0;
    for (const [name, data] of Object.entries(unzipSync(bytes))) {
      const schema = SCHEMAS.find(([pattern]) => pattern.test(name))?.[1];
      if (!schema) continue;
      const file = join(dir, `${n++}-${name.replace(/[^\w.]/g, '_')}`);
      writeFileSync(file, data);
      bySchema.set(schema, [...(bySchema.get(schema) ?? []), file]);
    }
    for (const [schema, files] of bySchema) {
      execFileSync('xmllint', ['--noout', '--schema', join(import.meta.dirname, 'xsd', schema), ...files], {
        stdio: 'pipe',
      });
      counts[schema] = files.length;
    }
    return counts;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
