import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import {
  BCF_LIMITS,
  type BcfBitmap,
  type BcfCamera,
  type BcfComment,
  type BcfComponent,
  BcfError,
  type BcfProject,
  type BcfReadResult,
  type BcfSnapshot,
  type BcfTopic,
  type BcfViewpoint,
  type BcfWarning,
  GUID_PATTERN,
  IFC_GUID_PATTERN,
  type Vec3,
} from './bcf-types.ts';
import { child, childrenNamed, childText, parseXml, type XmlElement } from './bcf-xml.ts';

/**
 * Reads a BCF 2.1 (or 2.0) zip defensively: a bounded unzip (entry count, each entry's and the
 * total uncompressed size, checked from the central directory before anything is inflated, and
 * never more inflated than declared), entry names that could escape a folder ignored, DTDs cut
 * away unread, and every optional part that is missing or broken skipped with a warning. Only a
 * file that is not a zip, has no `bcf.version`, or has an unsupported version is refused.
 */

const XML_NAME = /\.(bcf|bcfv|bcfp|version)$/i;
const IMAGE_NAME = /\.(png|jpe?g)$/i;
const DATE_TIME = /^-?\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A zip entry name that stays inside the archive's root: no absolute path, drive, `..` or control character. */
export function safeEntryName(raw: string): string | null {
  const name = raw.replace(/\\/g, '/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character has no place in an entry name
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name) || /[\u0000-\u001f]/.test(name)) return null;
  if (name.split('/').some((part) => part === '..')) return null;
  return name;
}

class Reader {
  readonly warnings: BcfWarning[] = [];
  constructor(private readonly files: Map<string, Uint8Array>) {}

  warn(key: BcfWarning['key'], params: BcfWarning['params'] = {}) {
    if (this.warnings.length < 200) this.warnings.push({ key, params });
  }

  /** An entry by name, any letter case (Windows tools vary it). */
  entry(name: string): Uint8Array | null {
    const exact = this.files.get(name);
    if (exact) return exact;
    const lower = name.toLowerCase();
    for (const [key, bytes] of this.files) if (key.toLowerCase() === lower) return bytes;
    return null;
  }

  xml(name: string): XmlElement | null {
    const bytes = this.entry(name);
    if (!bytes) return null;
    const { root, hadDoctype } = parseXml(strFromU8(bytes));
    if (hadDoctype) this.warn('bcf.warn.doctype', { name });
    return root;
  }

  /** An xs:dateTime as written; a bare date gets midnight UTC; anything else is dropped with a warning. */
  date(value: string | null, topic: string): string | null {
    if (value === null) return null;
    if (DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return value;
    if (DATE_ONLY.test(value)) return `${value}T00:00:00Z`;
    this.warn('bcf.warn.badDate', { topic, value: value.slice(0, 40) });
    return null;
  }

  guid(value: string | undefined | null, what: string, topic: string): string {
    if (value && GUID_PATTERN.test(value.trim())) return value.trim().toLowerCase();
    this.warn('bcf.warn.badGuid', { topic, what });
    return randomUUID();
  }

  number(e: XmlElement | null, name: string): number | null {
    const text = childText(e, name);
    if (text === null) return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }

  vec(e: XmlElement | null): Vec3 | null {
    if (!e) return null;
    const [x, y, z] = [this.number(e, 'X'), this.number(e, 'Y'), this.number(e, 'Z')];
    return x === null || y === null || z === null ? null : [x, y, z];
  }

  components(list: XmlElement | null, topic: string): BcfComponent[] {
    const out: BcfComponent[] = [];
    for (const c of childrenNamed(list, 'Component')) {
      if (out.length >= BCF_LIMITS.components) {
        this.warn('bcf.warn.tooManyComponents', { topic, max: BCF_LIMITS.components });
        break;
      }
      const raw = c.attrs.IfcGuid?.trim() ?? '';
      const ifcGuid = IFC_GUID_PATTERN.test(raw) ? raw : null;
      const authoringToolId = childText(c, 'AuthoringToolId');
      if (raw && !ifcGuid) this.warn('bcf.warn.badComponent', { topic, value: raw.slice(0, 40) });
      if (!ifcGuid && !authoringToolId) continue;
      out.push({ ifcGuid, originatingSystem: childText(c, 'OriginatingSystem'), authoringToolId });
    }
    return out;
  }

  camera(v: XmlElement): BcfCamera | null {
    for (const [name, kind] of [
      ['PerspectiveCamera', 'perspective'],
      ['OrthogonalCamera', 'orthogonal'],
    ] as const) {
      const c = child(v, name);
      if (!c) continue;
      const viewPoint = this.vec(child(c, 'CameraViewPoint'));
      const direction = this.vec(child(c, 'CameraDirection'));
      const upVector = this.vec(child(c, 'CameraUpVector'));
      if (!viewPoint || !direction || !upVector) return null;
      return {
        kind,
        viewPoint,
        direction,
        upVector,
        fieldOfView: kind === 'perspective' ? (this.number(c, 'FieldOfView') ?? 60) : null,
        viewToWorldScale: kind === 'orthogonal' ? (this.number(c, 'ViewToWorldScale') ?? 1) : null,
      };
    }
    return null;
  }

  image(folder: string, name: string | null, topic: string): BcfSnapshot | null {
    if (!name) return null;
    const safe = safeEntryName(name);
    const bytes = safe && !safe.includes('/') ? this.entry(`${folder}/${safe}`) : null;
    if (!bytes) {
      this.warn('bcf.warn.missingFile', { topic, name: name.slice(0, 80) });
      return null;
    }
    const format = imageFormat(bytes);
    if (!format) {
      this.warn('bcf.warn.notImage', { topic, name: name.slice(0, 80) });
      return null;
    }
    return { format, bytes };
  }

  bool(value: string | undefined): boolean | null {
    if (value === undefined) return null;
    return value.trim() === 'true' || value.trim() === '1';
  }

  visinfo(
    folder: string,
    topic: string,
    ref: { guid: string | null; file: string | null; snapshot: string | null; index: number | null },
  ): BcfViewpoint | null {
    let v: XmlElement | null = null;
    if (ref.file) {
      const safe = safeEntryName(ref.file);
      try {
        v = safe && !safe.includes('/') ? this.xml(`${folder}/${safe}`) : null;
        if (!v) this.warn('bcf.warn.missingFile', { topic, name: ref.file.slice(0, 80) });
      } catch {
        this.warn('bcf.warn.badXml', { topic, name: ref.file.slice(0, 80) });
      }
    }
    if (v && v.name !== 'VisualizationInfo') {
      this.warn('bcf.warn.badXml', { topic, name: (ref.file ?? '').slice(0, 80) });
      v = null;
    }
    const snapshot = this.image(folder, ref.snapshot, topic);
    if (!v && !snapshot) return null;
    const components = child(v, 'Components');
    const visibility = child(components, 'Visibility');
    const hints = child(components, 'ViewSetupHints') ?? child(visibility, 'ViewSetupHints');
    const bitmaps: BcfBitmap[] = [];
    for (const b of [...childrenNamed(v, 'Bitmap'), ...childrenNamed(child(v, 'Bitmaps'), 'Bitmap')]) {
      const format = (childText(b, 'Bitmap') ?? childText(b, 'Format') ?? '').toUpperCase();
      const reference = childText(b, 'Reference');
      const location = this.vec(child(b, 'Location'));
      const normal = this.vec(child(b, 'Normal'));
      const up = this.vec(child(b, 'Up'));
      const height = this.number(b, 'Height');
      if ((format !== 'PNG' && format !== 'JPG') || !reference || !location || !normal || !up || height === null) {
        this.warn('bcf.warn.badBitmap', { topic });
        continue;
      }
      const image = this.image(folder, reference, topic);
      bitmaps.push({ format, reference, bytes: image?.bytes ?? null, location, normal, up, height });
    }
    return {
      guid: this.guid(ref.guid ?? v?.attrs.Guid, 'Viewpoint', topic),
      index: ref.index,
      camera: v ? this.camera(v) : null,
      selection: this.components(child(components, 'Selection'), topic),
      defaultVisibility: this.bool(visibility?.attrs.DefaultVisibility) ?? true,
      exceptions: this.components(child(visibility, 'Exceptions'), topic),
      viewSetupHints: hints
        ? {
            spacesVisible: this.bool(hints.attrs.SpacesVisible),
            spaceBoundariesVisible: this.bool(hints.attrs.SpaceBoundariesVisible),
            openingsVisible: this.bool(hints.attrs.OpeningsVisible),
          }
        : null,
      coloring: childrenNamed(child(components, 'Coloring'), 'Color')
        .map((c) => ({ color: (c.attrs.Color ?? '').trim(), components: this.components(c, topic) }))
        .filter((c) => /^[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(c.color) && c.components.length > 0),
      lines: childrenNamed(child(v, 'Lines'), 'Line').flatMap((l) => {
        const start = this.vec(child(l, 'StartPoint'));
        const end = this.vec(child(l, 'EndPoint'));
        return start && end ? [{ start, end }] : [];
      }),
      clippingPlanes: childrenNamed(child(v, 'ClippingPlanes'), 'ClippingPlane').flatMap((p) => {
        const location = this.vec(child(p, 'Location'));
        const direction = this.vec(child(p, 'Direction'));
        return location && direction ? [{ location, direction }] : [];
      }),
      bitmaps,
      snapshot,
    };
  }

  topic(folder: string): BcfTopic | null {
    let markup: XmlElement | null;
    try {
      markup = this.xml(`${folder}/markup.bcf`);
    } catch {
      this.warn('bcf.warn.badXml', { topic: folder, name: 'markup.bcf' });
      return null;
    }
    if (!markup) {
      this.warn('bcf.warn.noMarkup', { topic: folder });
      return null;
    }
    const t = child(markup, 'Topic');
    if (markup.name !== 'Markup' || !t) {
      this.warn('bcf.warn.badXml', { topic: folder, name: 'markup.bcf' });
      return null;
    }
    const guid = this.guid(t.attrs.Guid ?? folder, 'Topic', folder);
    const title = childText(t, 'Title') ?? '';
    if (!title) this.warn('bcf.warn.noTitle', { topic: guid });
    const creationDate = this.date(childText(t, 'CreationDate'), guid) ?? this.date(childText(t, 'ModifiedDate'), guid);
    if (!creationDate) this.warn('bcf.warn.noCreationDate', { topic: guid });

    const refs = childrenNamed(markup, 'Viewpoints').map((vp) => ({
      guid: vp.attrs.Guid ?? null,
      file: childText(vp, 'Viewpoint'),
      snapshot: childText(vp, 'Snapshot'),
      index: this.int(childText(vp, 'Index')),
    }));
    // A markup without its Viewpoints list (BCF 1.0 style) still has the classic pair of files.
    if (refs.length === 0 && (this.entry(`${folder}/viewpoint.bcfv`) || this.entry(`${folder}/snapshot.png`)))
      refs.push({
        guid: null,
        file: this.entry(`${folder}/viewpoint.bcfv`) ? 'viewpoint.bcfv' : null,
        snapshot: this.entry(`${folder}/snapshot.png`) ? 'snapshot.png' : null,
        index: null,
      });
    if (refs.length > BCF_LIMITS.viewpoints) {
      this.warn('bcf.warn.tooManyViewpoints', { topic: guid, max: BCF_LIMITS.viewpoints });
      refs.length = BCF_LIMITS.viewpoints;
    }
    const viewpoints = refs.flatMap((ref) => this.visinfo(folder, guid, ref) ?? []);
    const viewpointGuids = new Set(viewpoints.map((v) => v.guid));

    const comments: BcfComment[] = childrenNamed(markup, 'Comment').flatMap((c) => {
      const date = this.date(childText(c, 'Date'), guid);
      const text = child(c, 'Comment')?.text ?? '';
      if (!date) {
        this.warn('bcf.warn.badComment', { topic: guid });
        return [];
      }
      const vpGuid = child(c, 'Viewpoint')?.attrs.Guid?.trim().toLowerCase() ?? null;
      if (vpGuid && !viewpointGuids.has(vpGuid)) this.warn('bcf.warn.commentViewpoint', { topic: guid });
      return [
        {
          guid: this.guid(c.attrs.Guid, 'Comment', guid),
          date,
          author: childText(c, 'Author') ?? '',
          comment: text,
          viewpointGuid: vpGuid && viewpointGuids.has(vpGuid) ? vpGuid : null,
          modifiedDate: this.date(childText(c, 'ModifiedDate'), guid),
          modifiedAuthor: childText(c, 'ModifiedAuthor'),
        },
      ];
    });

    return {
      guid,
      topicType: t.attrs.TopicType?.trim() || null,
      topicStatus: t.attrs.TopicStatus?.trim() || null,
      referenceLinks: childrenNamed(t, 'ReferenceLink').flatMap((e) => (e.text.trim() ? [e.text.trim()] : [])),
      title,
      priority: childText(t, 'Priority'),
      index: this.int(childText(t, 'Index')),
      labels: childrenNamed(t, 'Labels').flatMap((e) => (e.text.trim() ? [e.text.trim()] : [])),
      creationDate: creationDate ?? new Date().toISOString(),
      creationAuthor: childText(t, 'CreationAuthor') ?? '',
      modifiedDate: this.date(childText(t, 'ModifiedDate'), guid),
      modifiedAuthor: childText(t, 'ModifiedAuthor'),
      dueDate: this.date(childText(t, 'DueDate'), guid),
      assignedTo: childText(t, 'AssignedTo'),
      stage: childText(t, 'Stage'),
      description: childText(t, 'Description', false),
      documentReferences: childrenNamed(t, 'DocumentReference').map((d) => ({
        guid: d.attrs.Guid && GUID_PATTERN.test(d.attrs.Guid) ? d.attrs.Guid.toLowerCase() : null,
        isExternal: this.bool(d.attrs.isExternal) ?? false,
        referencedDocument: childText(d, 'ReferencedDocument'),
        description: childText(d, 'Description'),
      })),
      relatedTopics: childrenNamed(t, 'RelatedTopic').flatMap((r) =>
        r.attrs.Guid && GUID_PATTERN.test(r.attrs.Guid) ? [r.attrs.Guid.toLowerCase()] : [],
      ),
      headerFiles: childrenNamed(child(markup, 'Header'), 'File').map((f) => ({
        ifcProject: IFC_GUID_PATTERN.test(f.attrs.IfcProject ?? '') ? (f.attrs.IfcProject as string) : null,
        ifcSpatialStructureElement: IFC_GUID_PATTERN.test(f.attrs.IfcSpatialStructureElement ?? '')
          ? (f.attrs.IfcSpatialStructureElement as string)
          : null,
        isExternal: this.bool(f.attrs.isExternal) ?? true,
        filename: childText(f, 'Filename'),
        date: this.date(childText(f, 'Date'), guid),
        reference: childText(f, 'Reference'),
      })),
      comments,
      viewpoints,
    };
  }

  int(value: string | null): number | null {
    if (value === null || !/^-?\d{1,10}$/.test(value)) return null;
    const n = Number(value);
    return n >= -2147483648 && n <= 2147483647 ? n : null;
  }

  project(): BcfProject {
    try {
      const root = this.xml('project.bcfp');
      if (!root) return { projectId: null, name: null };
      const project = child(root, 'Project');
      return { projectId: project?.attrs.ProjectId?.trim() || null, name: childText(project, 'Name') };
    } catch {
      this.warn('bcf.warn.badXml', { topic: '-', name: 'project.bcfp' });
      return { projectId: null, name: null };
    }
  }
}

export function imageFormat(bytes: Uint8Array): 'png' | 'jpg' | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** The entries worth reading, inflated within the limits; refuses what is not a zip or too big. */
function unzipBounded(bytes: Uint8Array, warn: Reader['warn']): Map<string, Uint8Array> {
  const isZip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
  if (!isZip) throw new BcfError('bcf.notZip');
  let entries = 0;
  let total = 0;
  const unsafe: string[] = [];
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        if (entries > BCF_LIMITS.entries) throw new BcfError('bcf.tooManyEntries', { max: BCF_LIMITS.entries });
        if (file.name.endsWith('/')) return false;
        const name = safeEntryName(file.name);
        if (!name) {
          unsafe.push(file.name);
          return false;
        }
        const depth = name.split('/').length;
        const isXml = XML_NAME.test(name);
        if (depth > 2 || !(isXml || IMAGE_NAME.test(name))) return false;
        const max = isXml ? BCF_LIMITS.xmlBytes : BCF_LIMITS.imageBytes;
        if (file.originalSize > max) throw new BcfError('bcf.tooLarge', { max: Math.round(max / 1024 / 1024) });
        total += file.originalSize;
        if (total > BCF_LIMITS.totalBytes)
          throw new BcfError('bcf.tooLarge', { max: Math.round(BCF_LIMITS.totalBytes / 1024 / 1024) });
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BcfError) throw error;
    throw new BcfError('bcf.notZip');
  }
  for (const name of unsafe.slice(0, 20)) warn('bcf.warn.unsafeName', { name: name.slice(0, 80) });
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(raw)) files.set(safeEntryName(name) as string, data);
  return files;
}

/** Reads a `.bcf` file; throws BcfError when the file as a whole cannot be used. */
export function readBcf(bytes: Uint8Array): BcfReadResult {
  const warnings: BcfWarning[] = [];
  const files = unzipBounded(bytes, (key, params = {}) => warnings.push({ key, params }));
  const reader = new Reader(files);
  reader.warnings.push(...warnings);

  let version: XmlElement | null;
  try {
    version = reader.xml('bcf.version');
  } catch {
    throw new BcfError('bcf.badXml', { name: 'bcf.version' });
  }
  if (!version) throw new BcfError('bcf.noVersion');
  const versionId = (version.attrs.VersionId ?? childText(version, 'DetailedVersion') ?? '').trim();
  if (version.name !== 'Version' || !/^2\.[01](\b|\.)/.test(versionId))
    throw new BcfError('bcf.badVersion', { version: versionId.slice(0, 20) || '?' });
  if (versionId.startsWith('2.0')) reader.warn('bcf.warn.version20');

  const folders = new Set<string>();
  for (const name of files.keys()) {
    const [folder, file] = name.split('/');
    if (folder && file) folders.add(folder);
  }
  if (folders.size > BCF_LIMITS.topics) throw new BcfError('bcf.tooManyEntries', { max: BCF_LIMITS.topics });
  const topics: BcfTopic[] = [];
  const seen = new Set<string>();
  // The zip's order (the writer's order of topics).
  for (const folder of folders) {
    const topic = reader.topic(folder);
    if (!topic) continue;
    if (seen.has(topic.guid)) {
      reader.warn('bcf.warn.duplicateTopic', { topic: topic.guid });
      continue;
    }
    seen.add(topic.guid);
    topics.push(topic);
  }
  // The file's order: the topics' Index when every topic has one, else the folders' order.
  if (topics.every((t) => t.index !== null)) topics.sort((a, b) => (a.index as number) - (b.index as number));
  return { version: versionId, project: reader.project(), topics, warnings: reader.warnings };
}
