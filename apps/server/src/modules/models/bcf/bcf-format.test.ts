import { strFromU8, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readBcf } from './bcf-read.ts';
import { IFC_IDS, PNG_1PX, richTopics, topic, unzipEntries, validateWithXsd, viewpoint } from './bcf-test-kit.ts';
import { BcfError } from './bcf-types.ts';
import { writeBcf } from './bcf-write.ts';

const PROJECT = { projectId: '42', name: '智建 示范项目' };
const VERSION_21 =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Version VersionId="2.1"><DetailedVersion>2.1</DetailedVersion></Version>';

/** A zip of text entries (what another tool could have written). */
const zipOf = (entries: Record<string, string | Uint8Array>) =>
  zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v])));

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof BcfError) return { key: error.key, params: error.params };
    throw error;
  }
  throw new Error('not refused');
};

describe('writeBcf → readBcf', () => {
  it('reads back exactly the topics it wrote, and writing them again gives the same XML bytes', () => {
    const topics = richTopics();
    const first = writeBcf(PROJECT, topics);
    const read = readBcf(first);
    expect(read.warnings).toEqual([]);
    expect(read.version).toBe('2.1');
    expect(read.project).toEqual({ projectId: '42', name: '智建 示范项目' });
    expect(read.topics).toEqual(topics);

    const second = writeBcf({ projectId: read.project.projectId, name: read.project.name ?? '' }, read.topics, {
      mtime: new Date('2030-01-01T00:00:00Z'),
    });
    const [a, b] = [unzipEntries(first), unzipEntries(second)];
    expect(Object.keys(b)).toEqual(Object.keys(a));
    for (const name of Object.keys(a))
      expect(strFromU8(b[name] as Uint8Array), name).toBe(strFromU8(a[name] as Uint8Array));
    expect(readBcf(second).topics).toEqual(topics);
  });

  it('lays the zip out as BCF 2.1 tools expect: version, project, one folder per topic', () => {
    const [rich] = richTopics();
    const names = Object.keys(unzipEntries(writeBcf(PROJECT, [rich as never])));
    const g = rich?.guid;
    expect(names).toEqual([
      'bcf.version',
      'project.bcfp',
      `${g}/markup.bcf`,
      `${g}/viewpoint.bcfv`,
      `${g}/snapshot.png`,
      `${g}/marker.png`,
      `${g}/Viewpoint_14a149d9-f18f-4911-ab22-591ec2c78992.bcfv`,
    ]);
  });

  it('writes only XML that the BCF 2.1 schemas accept (xmllint --schema)', () => {
    const counts = validateWithXsd(writeBcf(PROJECT, richTopics()));
    expect(counts).toEqual({ 'version.xsd': 1, 'project.xsd': 1, 'markup.xsd': 2, 'visinfo.xsd': 2 });
  });

  it('the schemas do refuse what is not BCF (the validation can fail)', () => {
    const bad = zipOf({
      'bcf.version': VERSION_21,
      'project.bcfp': '<ProjectExtension><Project ProjectId="1"/></ProjectExtension>',
    });
    expect(() => validateWithXsd(bad)).toThrow(/ExtensionSchema|fails to validate/);
  });

  it('keeps XML-unsafe characters out and still validates: control characters, CR, a huge field of view', () => {
    const t = topic('8b3f3e70-2d8c-4e79-9c30-4b1e5f7d9c23', {
      title: 'bell\u0007 and\r\nCRLF',
      viewpoints: [
        viewpoint('9c404f81-3e9d-4f8a-8d41-5c2f6a8e0d34', {
          camera: {
            kind: 'perspective',
            viewPoint: [0, 0, 0],
            direction: [1, 0, 0],
            upVector: [0, 0, 1],
            fieldOfView: 179,
            viewToWorldScale: null,
          },
        }),
      ],
    });
    const bytes = writeBcf(PROJECT, [t]);
    validateWithXsd(bytes);
    const [read] = readBcf(bytes).topics;
    expect(read?.title).toBe('bell and\nCRLF');
    expect(read?.viewpoints[0]?.camera?.fieldOfView).toBe(170);
  });
});

describe('readBcf of files written by other tools', () => {
  // The way Revit's BCF Manager and BIMcollab write BCF 2.1: xsi/xsd namespaces, upper-case GUIDs,
  // CDATA, an orthogonal camera, components with AuthoringToolId, no snapshot, CRLF line ends.
  const guid = '3A5D7E9F-1B2C-4D3E-8F4A-5B6C7D8E9F0A';
  const vp = 'C0FFEE00-1111-4222-8333-444455556666';
  const markup = `<?xml version="1.0" encoding="utf-8"?>\r
<Markup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">\r
  <Header>\r
    <File IfcProject="${IFC_IDS[3]}" isExternal="true">\r
      <Filename>Building A.ifc</Filename>\r
      <Date>2026-10-01T08:00:00+08:00</Date>\r
    </File>\r
  </Header>\r
  <Topic Guid="${guid}" TopicType="Clash" TopicStatus="Active">\r
    <Title>Duct clashes with beam</Title>\r
    <Priority>Critical</Priority>\r
    <Labels>MEP</Labels>\r
    <CreationDate>2026-10-02T09:15:30.1234567+08:00</CreationDate>\r
    <CreationAuthor>jane.doe@example.com</CreationAuthor>\r
    <DueDate>2026-10-30</DueDate>\r
    <AssignedTo>john@example.com</AssignedTo>\r
    <Description><![CDATA[Move the duct <200 mm> & re-route]]></Description>\r
  </Topic>\r
  <Comment Guid="D1E2F3A4-B5C6-4D7E-8F90-A1B2C3D4E5F6">\r
    <Date>2026-10-02T10:00:00Z</Date>\r
    <Author>john@example.com</Author>\r
    <Comment><![CDATA[Agreed & <noted>]]></Comment>\r
    <Viewpoint Guid="${vp}" />\r
  </Comment>\r
  <Viewpoints Guid="${vp}">\r
    <Viewpoint>viewpoint.bcfv</Viewpoint>\r
  </Viewpoints>\r
</Markup>`;
  const visinfo = `<?xml version="1.0" encoding="utf-8"?>
<VisualizationInfo xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" Guid="${vp}">
  <Components>
    <ViewSetupHints SpacesVisible="false" SpaceBoundariesVisible="false" OpeningsVisible="false" />
    <Selection>
      <Component IfcGuid="${IFC_IDS[0]}">
        <OriginatingSystem>Autodesk Revit 2024</OriginatingSystem>
        <AuthoringToolId>548231</AuthoringToolId>
      </Component>
    </Selection>
    <Visibility DefaultVisibility="true">
      <Exceptions>
        <Component IfcGuid="${IFC_IDS[1]}" />
      </Exceptions>
    </Visibility>
  </Components>
  <OrthogonalCamera>
    <CameraViewPoint><X>10.5</X><Y>-4</Y><Z>30</Z></CameraViewPoint>
    <CameraDirection><X>0</X><Y>0</Y><Z>-1</Z></CameraDirection>
    <CameraUpVector><X>0</X><Y>1</Y><Z>0</Z></CameraUpVector>
    <ViewToWorldScale>25.75</ViewToWorldScale>
  </OrthogonalCamera>
  <ClippingPlanes>
    <ClippingPlane>
      <Location><X>0</X><Y>0</Y><Z>3</Z></Location>
      <Direction><X>0</X><Y>0</Y><Z>1</Z></Direction>
    </ClippingPlane>
  </ClippingPlanes>
</VisualizationInfo>`;

  it('reads a Revit/BIMcollab-style topic: namespaces, CDATA, orthogonal camera, no snapshot', () => {
    const result = readBcf(
      zipOf({
        'bcf.version': VERSION_21,
        [`${guid}/markup.bcf`]: markup,
        [`${guid}/viewpoint.bcfv`]: visinfo,
      }),
    );
    expect(result.warnings).toEqual([]);
    expect(result.project).toEqual({ projectId: null, name: null });
    const [t] = result.topics;
    expect(t).toMatchObject({
      guid: guid.toLowerCase(),
      topicType: 'Clash',
      topicStatus: 'Active',
      title: 'Duct clashes with beam',
      priority: 'Critical',
      labels: ['MEP'],
      creationDate: '2026-10-02T09:15:30.1234567+08:00',
      creationAuthor: 'jane.doe@example.com',
      dueDate: '2026-10-30T00:00:00Z',
      assignedTo: 'john@example.com',
      description: 'Move the duct <200 mm> & re-route',
      headerFiles: [
        {
          ifcProject: IFC_IDS[3],
          ifcSpatialStructureElement: null,
          isExternal: true,
          filename: 'Building A.ifc',
          date: '2026-10-01T08:00:00+08:00',
          reference: null,
        },
      ],
      comments: [
        {
          guid: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
          author: 'john@example.com',
          comment: 'Agreed & <noted>',
          viewpointGuid: vp.toLowerCase(),
        },
      ],
    });
    expect(t?.viewpoints).toEqual([
      viewpoint(vp.toLowerCase(), {
        camera: {
          kind: 'orthogonal',
          viewPoint: [10.5, -4, 30],
          direction: [0, 0, -1],
          upVector: [0, 1, 0],
          fieldOfView: null,
          viewToWorldScale: 25.75,
        },
        selection: [
          { ifcGuid: IFC_IDS[0] as string, originatingSystem: 'Autodesk Revit 2024', authoringToolId: '548231' },
        ],
        defaultVisibility: true,
        exceptions: [{ ifcGuid: IFC_IDS[1] as string, originatingSystem: null, authoringToolId: null }],
        viewSetupHints: { spacesVisible: false, spaceBoundariesVisible: false, openingsVisible: false },
        clippingPlanes: [{ location: [0, 0, 3], direction: [0, 0, 1] }],
      }),
    ]);
    // What was read writes out as valid BCF 2.1 again.
    validateWithXsd(writeBcf({ name: '' }, result.topics));
  });

  it('reads a BCF 1.0-style folder (no Viewpoints list, the classic viewpoint.bcfv + snapshot.png)', () => {
    const bare = markup.replace(/<Viewpoints[\s\S]*<\/Viewpoints>/, '').replace(/<Viewpoint Guid="[^"]+" \/>/, '');
    const { topics, warnings } = readBcf(
      zipOf({
        'bcf.version': VERSION_21,
        [`${guid}/markup.bcf`]: bare,
        [`${guid}/viewpoint.bcfv`]: visinfo,
        [`${guid}/snapshot.png`]: PNG_1PX,
      }),
    );
    expect(warnings).toEqual([]);
    expect(topics[0]?.viewpoints).toHaveLength(1);
    expect(topics[0]?.viewpoints[0]?.guid).toBe(vp.toLowerCase());
    expect(topics[0]?.viewpoints[0]?.snapshot).toEqual({ format: 'png', bytes: PNG_1PX });
  });
});

describe('readBcf refuses or repairs hostile and broken files', () => {
  it('refuses what is not a zip, a zip without bcf.version, and versions other than 2.0/2.1', () => {
    expect(refusal(() => readBcf(strToU8('ISO-10303-21; not a zip')))).toEqual({ key: 'bcf.notZip', params: {} });
    expect(refusal(() => readBcf(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])))).toEqual({
      key: 'bcf.notZip',
      params: {},
    });
    expect(refusal(() => readBcf(zipOf({ 'readme.txt': 'hello' })))).toEqual({ key: 'bcf.noVersion', params: {} });
    expect(refusal(() => readBcf(zipOf({ 'bcf.version': '<Version VersionId="3.0"/>' })))).toEqual({
      key: 'bcf.badVersion',
      params: { version: '3.0' },
    });
    expect(refusal(() => readBcf(zipOf({ 'bcf.version': '<Version VersionId="2.1">' })))).toEqual({
      key: 'bcf.badXml',
      params: { name: 'bcf.version' },
    });
    expect(readBcf(zipOf({ 'bcf.version': '<Version VersionId="2.0"/>' })).warnings).toEqual([
      { key: 'bcf.warn.version20', params: {} },
    ]);
  });

  it('refuses a zip bomb from the sizes declared, before inflating it', () => {
    // 17 MB of zeros in one XML entry deflate to a few kB: over the 16 MB of an XML entry.
    const bomb = zipSync({ 'bcf.version': strToU8(VERSION_21), 't/markup.bcf': new Uint8Array(17 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(refusal(() => readBcf(bomb))).toEqual({ key: 'bcf.tooLarge', params: { max: 16 } });

    // A central directory claiming 3 GB for a small entry.
    const liar = zipOf({ 'bcf.version': VERSION_21, 'a/snapshot.png': PNG_1PX });
    const view = new DataView(liar.buffer, liar.byteOffset, liar.byteLength);
    const cd = view.getUint32(liar.length - 22 + 16, true);
    const secondEntry = cd + 46 + 'bcf.version'.length;
    view.setUint32(secondEntry + 24, 3_000_000_000, true);
    expect(refusal(() => readBcf(liar))).toEqual({ key: 'bcf.tooLarge', params: { max: 32 } });
  });

  it('never inflates more than an entry declares', () => {
    const t = topic('5d9e2b1a-3c4f-4a6b-8d7e-9f0a1b2c3d4e', { title: 'x'.repeat(5000) });
    const zip = writeBcf(PROJECT, [t]);
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    // Shrink the markup's declared size in the central directory: the read stops there.
    let at = view.getUint32(zip.length - 22 + 16, true);
    for (let i = 0; i < 3; i++) {
      const nameLength = view.getUint16(at + 28, true);
      const name = strFromU8(zip.subarray(at + 46, at + 46 + nameLength));
      if (name.endsWith('markup.bcf')) view.setUint32(at + 24, 300, true);
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    const { topics, warnings } = readBcf(zip);
    expect(topics).toEqual([]);
    expect(warnings).toEqual([
      { key: 'bcf.warn.badXml', params: { topic: '5d9e2b1a-3c4f-4a6b-8d7e-9f0a1b2c3d4e', name: 'markup.bcf' } },
    ]);
  });

  it('refuses more entries than allowed', () => {
    const many: Record<string, Uint8Array> = { 'bcf.version': strToU8(VERSION_21) };
    for (let i = 0; i <= 20_000; i++) many[`f/${i}.png`] = new Uint8Array(0);
    expect(refusal(() => readBcf(zipSync(many, { level: 0 })))).toEqual({
      key: 'bcf.tooManyEntries',
      params: { max: 20_000 },
    });
  });

  it('ignores entry names that climb out of the archive', () => {
    const g = '6e0f3c2b-4d5a-4b7c-9e8f-0a1b2c3d4e5f';
    const good = strFromU8(unzipEntries(writeBcf(PROJECT, [topic(g)]))[`${g}/markup.bcf`] as Uint8Array);
    const { topics, warnings } = readBcf(
      zipOf({
        'bcf.version': VERSION_21,
        [`../${g}/markup.bcf`]: good,
        [`/etc/${g}/markup.bcf`]: good,
        [`C:/${g}/markup.bcf`]: good,
      }),
    );
    expect(topics).toEqual([]);
    expect(warnings.map((w) => w.params.name)).toEqual([
      `../${g}/markup.bcf`,
      `/etc/${g}/markup.bcf`,
      `C:/${g}/markup.bcf`,
    ]);
    expect(new Set(warnings.map((w) => w.key))).toEqual(new Set(['bcf.warn.unsafeName']));
  });

  it('never resolves entities: a DTD (XXE, billion laughs) is ignored and its references stay text', () => {
    const g = '7f1a4d3c-5e6b-4c8d-8f90-1b2c3d4e5f60';
    const xml = `<?xml version="1.0"?>
<!DOCTYPE Markup [
  <!ENTITY xxe SYSTEM "file:///etc/passwd">
  <!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
]>
<Markup><Topic Guid="${g}"><Title>&xxe;&lol2; &amp; &#x4e2d;</Title>
<CreationDate>2026-11-29T00:00:00Z</CreationDate><CreationAuthor>a</CreationAuthor></Topic></Markup>`;
    const { topics, warnings } = readBcf(zipOf({ 'bcf.version': VERSION_21, [`${g}/markup.bcf`]: xml }));
    expect(topics[0]?.title).toBe('&xxe;&lol2; & 中');
    expect(warnings).toEqual([{ key: 'bcf.warn.doctype', params: { name: `${g}/markup.bcf` } }]);
  });

  it('tolerates missing optional parts with a warning each, keeping the rest', () => {
    const g = '8a2b5e4d-6f7c-4d9e-9a01-2c3d4e5f6071';
    const t = topic(g, {
      viewpoints: [
        viewpoint('9b3c6f5e-7081-4e0f-8b12-3d4e5f607182', { snapshot: { format: 'png', bytes: PNG_1PX } }),
        viewpoint('ac4d7061-8192-4f10-9c23-4e5f60718293'),
      ],
    });
    const entries = unzipEntries(writeBcf(PROJECT, [t]));
    delete entries[`${g}/snapshot.png`];
    delete entries[`${g}/Viewpoint_ac4d7061-8192-4f10-9c23-4e5f60718293.bcfv`];
    delete entries['project.bcfp'];
    entries['0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f/viewpoint.bcfv'] = strToU8('<VisualizationInfo/>');
    entries['bad00000-0000-4000-8000-000000000000/markup.bcf'] = strToU8('<Markup><Topic>');
    const { topics, warnings, project } = readBcf(zipSync(entries));
    expect(project).toEqual({ projectId: null, name: null });
    expect(topics).toHaveLength(1);
    expect(topics[0]?.viewpoints.map((v) => v.guid)).toEqual(['9b3c6f5e-7081-4e0f-8b12-3d4e5f607182']);
    expect(topics[0]?.viewpoints[0]?.snapshot).toBeNull();
    expect(warnings).toEqual([
      { key: 'bcf.warn.missingFile', params: { topic: g, name: 'snapshot.png' } },
      {
        key: 'bcf.warn.missingFile',
        params: { topic: g, name: 'Viewpoint_ac4d7061-8192-4f10-9c23-4e5f60718293.bcfv' },
      },
      { key: 'bcf.warn.noMarkup', params: { topic: '0b1c2d3e-4f50-4617-8829-3a4b5c6d7e8f' } },
      { key: 'bcf.warn.badXml', params: { topic: 'bad00000-0000-4000-8000-000000000000', name: 'markup.bcf' } },
    ]);
  });

  it('drops invalid component ids and snapshots that are not images, with warnings', () => {
    const g = '9c3d6f5e-7081-4e0f-8b12-3d4e5f607183';
    const v = 'bd5e8172-9203-4021-8d34-5f60718293a4';
    const entries = unzipEntries(
      writeBcf(PROJECT, [
        topic(g, {
          viewpoints: [
            viewpoint(v, {
              selection: [{ ifcGuid: IFC_IDS[0] as string, originatingSystem: null, authoringToolId: null }],
              snapshot: { format: 'png', bytes: PNG_1PX },
            }),
          ],
        }),
      ]),
    );
    entries[`${g}/snapshot.png`] = strToU8('<html>not a png</html>');
    entries[`${g}/viewpoint.bcfv`] = strToU8(
      strFromU8(entries[`${g}/viewpoint.bcfv`] as Uint8Array).replace(IFC_IDS[0] as string, 'short'),
    );
    const { topics, warnings } = readBcf(zipSync(entries));
    expect(topics[0]?.viewpoints[0]).toMatchObject({ selection: [], snapshot: null });
    expect(warnings).toEqual([
      { key: 'bcf.warn.notImage', params: { topic: g, name: 'snapshot.png' } },
      { key: 'bcf.warn.badComponent', params: { topic: g, value: 'short' } },
    ]);
  });
});
