import { strToU8, type Zippable, zipSync } from 'fflate';
import type {
  BcfBitmap,
  BcfCamera,
  BcfComment,
  BcfComponent,
  BcfTopic,
  BcfViewpoint,
  BcfViewSetupHints,
  Vec3,
} from './bcf-types.ts';
import { type XmlOut, xmlDocument, xmlNumber } from './bcf-xml.ts';

/**
 * Writes a BCF 2.1 zip: `bcf.version`, `project.bcfp`, and per topic `<guid>/markup.bcf` with its
 * viewpoints (`viewpoint.bcfv` + `snapshot.png` for the first, as BCF 1.0-minded readers expect,
 * `Viewpoint_<guid>.bcfv` + `Snapshot_<guid>.png` for the others) and bitmaps. Elements appear in
 * the schemas' order (the tests validate every XML against the BCF 2.1 XSDs); the same topics
 * always give the same XML bytes.
 */

export interface BcfFiles {
  /** Entry name → bytes, in the zip's order. */
  files: Map<string, Uint8Array>;
}

const el = (name: string, text?: string | number | null, attrs?: XmlOut['attrs']): XmlOut | null =>
  text === null || text === undefined ? null : { name, text, ...(attrs ? { attrs } : {}) };

const xyz = (name: string, v: Vec3): XmlOut => ({
  name,
  children: [el('X', xmlNumber(v[0])), el('Y', xmlNumber(v[1])), el('Z', xmlNumber(v[2]))],
});

const component = (c: BcfComponent): XmlOut => ({
  name: 'Component',
  attrs: { IfcGuid: c.ifcGuid },
  children: [el('OriginatingSystem', c.originatingSystem), el('AuthoringToolId', c.authoringToolId)],
});

const components = (name: string, list: BcfComponent[]): XmlOut | null =>
  list.length > 0 ? { name, children: list.map(component) } : null;

const bool = (b: boolean | null) => (b === null ? null : b ? 'true' : 'false');

function hints(h: BcfViewSetupHints | null): XmlOut | null {
  if (!h) return null;
  return {
    name: 'ViewSetupHints',
    attrs: {
      SpacesVisible: bool(h.spacesVisible),
      SpaceBoundariesVisible: bool(h.spaceBoundariesVisible),
      OpeningsVisible: bool(h.openingsVisible),
    },
  };
}

/** BCF 2.1 allows a field of view of 1–170 degrees. */
const fieldOfView = (fov: number | null) => Math.min(170, Math.max(1, fov ?? 60));

function camera(c: BcfCamera | null): XmlOut | null {
  if (!c) return null;
  const common = [
    xyz('CameraViewPoint', c.viewPoint),
    xyz('CameraDirection', c.direction),
    xyz('CameraUpVector', c.upVector),
  ];
  return c.kind === 'orthogonal'
    ? { name: 'OrthogonalCamera', children: [...common, el('ViewToWorldScale', xmlNumber(c.viewToWorldScale ?? 1))] }
    : { name: 'PerspectiveCamera', children: [...common, el('FieldOfView', xmlNumber(fieldOfView(c.fieldOfView)))] };
}

function bitmap(b: BcfBitmap): XmlOut {
  return {
    name: 'Bitmap',
    children: [
      el('Bitmap', b.format),
      el('Reference', b.reference),
      xyz('Location', b.location),
      xyz('Normal', b.normal),
      xyz('Up', b.up),
      el('Height', xmlNumber(b.height)),
    ],
  };
}

/** The visinfo XML of one viewpoint. */
export function visinfoXml(v: BcfViewpoint): string {
  return xmlDocument({
    name: 'VisualizationInfo',
    attrs: { Guid: v.guid },
    children: [
      {
        name: 'Components',
        children: [
          hints(v.viewSetupHints),
          components('Selection', v.selection),
          {
            name: 'Visibility',
            attrs: { DefaultVisibility: v.defaultVisibility ? 'true' : 'false' },
            children: [components('Exceptions', v.exceptions)],
          },
          v.coloring.some((c) => c.components.length > 0)
            ? {
                name: 'Coloring',
                children: v.coloring
                  .filter((c) => c.components.length > 0)
                  .map((c) => ({ name: 'Color', attrs: { Color: c.color }, children: c.components.map(component) })),
              }
            : null,
        ],
      },
      camera(v.camera),
      v.lines.length > 0
        ? {
            name: 'Lines',
            children: v.lines.map((l) => ({
              name: 'Line',
              children: [xyz('StartPoint', l.start), xyz('EndPoint', l.end)],
            })),
          }
        : null,
      v.clippingPlanes.length > 0
        ? {
            name: 'ClippingPlanes',
            children: v.clippingPlanes.map((p) => ({
              name: 'ClippingPlane',
              children: [xyz('Location', p.location), xyz('Direction', p.direction)],
            })),
          }
        : null,
      ...v.bitmaps.map(bitmap),
    ],
  });
}

/** File names of a topic's viewpoint and snapshot: the first the classic names, the others by GUID. */
export function viewpointFileNames(v: BcfViewpoint, position: number): { viewpoint: string; snapshot: string | null } {
  const ext = v.snapshot?.format === 'jpg' ? 'jpg' : 'png';
  return position === 0
    ? { viewpoint: 'viewpoint.bcfv', snapshot: v.snapshot ? `snapshot.${ext}` : null }
    : { viewpoint: `Viewpoint_${v.guid}.bcfv`, snapshot: v.snapshot ? `Snapshot_${v.guid}.${ext}` : null };
}

function commentXml(c: BcfComment): XmlOut {
  return {
    name: 'Comment',
    attrs: { Guid: c.guid },
    children: [
      el('Date', c.date),
      el('Author', c.author),
      { name: 'Comment', text: c.comment },
      c.viewpointGuid ? { name: 'Viewpoint', attrs: { Guid: c.viewpointGuid } } : null,
      el('ModifiedDate', c.modifiedDate),
      el('ModifiedAuthor', c.modifiedAuthor),
    ],
  };
}

/** The markup XML of one topic. */
export function markupXml(t: BcfTopic): string {
  const header =
    t.headerFiles.length > 0
      ? {
          name: 'Header',
          children: t.headerFiles.map((f) => ({
            name: 'File',
            attrs: {
              IfcProject: f.ifcProject,
              IfcSpatialStructureElement: f.ifcSpatialStructureElement,
              isExternal: f.isExternal ? 'true' : 'false',
            },
            children: [el('Filename', f.filename), el('Date', f.date), el('Reference', f.reference)],
          })),
        }
      : null;
  const topic: XmlOut = {
    name: 'Topic',
    attrs: { Guid: t.guid, TopicType: t.topicType, TopicStatus: t.topicStatus },
    children: [
      ...t.referenceLinks.map((link) => el('ReferenceLink', link)),
      { name: 'Title', text: t.title },
      el('Priority', t.priority),
      el('Index', t.index),
      ...t.labels.map((label) => el('Labels', label)),
      el('CreationDate', t.creationDate),
      { name: 'CreationAuthor', text: t.creationAuthor },
      el('ModifiedDate', t.modifiedDate),
      el('ModifiedAuthor', t.modifiedAuthor),
      el('DueDate', t.dueDate),
      el('AssignedTo', t.assignedTo),
      el('Stage', t.stage),
      el('Description', t.description),
      ...t.documentReferences.map((d) => ({
        name: 'DocumentReference',
        attrs: { Guid: d.guid, isExternal: d.isExternal ? 'true' : 'false' },
        children: [el('ReferencedDocument', d.referencedDocument), el('Description', d.description)],
      })),
      ...t.relatedTopics.map((guid) => ({ name: 'RelatedTopic', attrs: { Guid: guid } })),
    ],
  };
  return xmlDocument({
    name: 'Markup',
    children: [
      header,
      topic,
      ...t.comments.map(commentXml),
      ...t.viewpoints.map((v, i) => {
        const names = viewpointFileNames(v, i);
        return {
          name: 'Viewpoints',
          attrs: { Guid: v.guid },
          children: [el('Viewpoint', names.viewpoint), el('Snapshot', names.snapshot), el('Index', v.index)],
        };
      }),
    ],
  });
}

export function versionXml(): string {
  return xmlDocument({
    name: 'Version',
    attrs: { VersionId: '2.1' },
    children: [{ name: 'DetailedVersion', text: '2.1' }],
  });
}

export function projectXml(project: { projectId?: string | null; name: string }): string {
  return xmlDocument({
    name: 'ProjectExtension',
    children: [
      project.projectId
        ? { name: 'Project', attrs: { ProjectId: project.projectId }, children: [el('Name', project.name || null)] }
        : null,
      { name: 'ExtensionSchema', text: '' },
    ],
  });
}

/** A bitmap's file name kept inside its topic folder (no path, no traversal). */
export const bitmapFileName = (reference: string): string =>
  reference
    .split(/[\\/]/)
    .pop()
    ?.replace(/[^\w.-]/g, '_') || 'bitmap.png';

/** Every entry of the zip, by name, in order (the tests validate each XML). */
export function bcfEntries(project: { projectId?: string | null; name: string }, topics: BcfTopic[]): BcfFiles {
  const files = new Map<string, Uint8Array>();
  files.set('bcf.version', strToU8(versionXml()));
  files.set('project.bcfp', strToU8(projectXml(project)));
  for (const t of topics) {
    const folder = t.guid;
    const withNames = {
      ...t,
      viewpoints: t.viewpoints.map((v) => ({
        ...v,
        bitmaps: v.bitmaps.map((b) => ({ ...b, reference: bitmapFileName(b.reference) })),
      })),
    };
    files.set(`${folder}/markup.bcf`, strToU8(markupXml(withNames)));
    withNames.viewpoints.forEach((v, i) => {
      const names = viewpointFileNames(v, i);
      files.set(`${folder}/${names.viewpoint}`, strToU8(visinfoXml(v)));
      if (v.snapshot && names.snapshot) files.set(`${folder}/${names.snapshot}`, v.snapshot.bytes);
      for (const b of v.bitmaps) if (b.bytes) files.set(`${folder}/${b.reference}`, b.bytes);
    });
  }
  return { files };
}

/** The `.bcf` file: a zip of the entries (XML deflated, images stored as they are). */
export function writeBcf(
  project: { projectId?: string | null; name: string },
  topics: BcfTopic[],
  options: { mtime?: Date } = {},
): Uint8Array {
  const mtime = options.mtime ?? new Date();
  const zippable: Zippable = {};
  for (const [name, bytes] of bcfEntries(project, topics).files) {
    const image = /\.(png|jpe?g)$/i.test(name);
    zippable[name] = [bytes, { level: image ? 0 : 6, mtime }];
  }
  return zipSync(zippable);
}
