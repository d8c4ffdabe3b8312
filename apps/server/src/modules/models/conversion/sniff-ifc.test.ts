import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffIfc } from './sniff-ifc.ts';

const fixtures = join(import.meta.dirname, '../fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));
const header = (schema: string) =>
  Buffer.from(`ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_SCHEMA(('${schema}'));\nENDSEC;\nDATA;\n`);

describe('sniffIfc', () => {
  it('accepts the IFC fixtures with their schema', () => {
    expect(sniffIfc(fixture('house-v1.ifc'))).toEqual({ ok: true, schema: 'IFC4' });
    expect(sniffIfc(fixture('house-v2.ifc'))).toEqual({ ok: true, schema: 'IFC4' });
    expect(sniffIfc(fixture('house-ifc2x3.ifc'))).toEqual({ ok: true, schema: 'IFC2X3' });
    // The broken file's header is fine: its body is what fails (at conversion).
    expect(sniffIfc(fixture('broken.ifc'))).toEqual({ ok: true, schema: 'IFC4' });
  });

  it('reads the schema families web-ifc opens, from the first bytes only', () => {
    expect(sniffIfc(header('IFC4X3_ADD2'))).toEqual({ ok: true, schema: 'IFC4X3' });
    expect(sniffIfc(header('IFC4X3'))).toEqual({ ok: true, schema: 'IFC4X3' });
    expect(sniffIfc(header('ifc2x3'))).toEqual({ ok: true, schema: 'IFC2X3' });
    expect(sniffIfc(header('IFC4_ADD2_TC1'))).toEqual({ ok: true, schema: 'IFC4' });
    // A byte order mark and a comment before the schema line are tolerated.
    const withBom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from("ISO-10303-21;\nHEADER;\n/* exported by X */\nFILE_SCHEMA ( ( 'IFC4' ) );\nENDSEC;"),
    ]);
    expect(sniffIfc(withBom)).toEqual({ ok: true, schema: 'IFC4' });
    expect(sniffIfc(fixture('house-v1.ifc').subarray(0, 400))).toEqual({ ok: true, schema: 'IFC4' });
  });

  it('refuses a file that only claims to be IFC, an empty one, and other STEP schemas', () => {
    expect(sniffIfc(fixture('not-ifc.ifc'))).toEqual({ ok: false, reason: 'notStep' });
    expect(sniffIfc(Buffer.alloc(0))).toEqual({ ok: false, reason: 'notStep' });
    expect(sniffIfc(Buffer.from('PK\u0003\u0004 zip'))).toEqual({ ok: false, reason: 'notStep' });
    expect(sniffIfc(Buffer.from('hello ISO-10303-21;'))).toEqual({ ok: false, reason: 'notStep' });
    expect(sniffIfc(header('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'))).toEqual({
      ok: false,
      reason: 'unsupportedSchema',
    });
    expect(sniffIfc(header('CONFIG_CONTROL_DESIGN'))).toEqual({ ok: false, reason: 'unsupportedSchema' });
    expect(sniffIfc(header('IFC2X2_FINAL'))).toEqual({ ok: false, reason: 'unsupportedSchema' });
    expect(sniffIfc(Buffer.from("ISO-10303-21;\nHEADER;\nFILE_NAME('x');\nENDSEC;\nDATA;\n#1=IFCWALL();"))).toEqual({
      ok: false,
      reason: 'noSchema',
    });
    // A FILE_SCHEMA in the data section is not the header's.
    expect(sniffIfc(Buffer.from("ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n#1=X('FILE_SCHEMA((''IFC4''))');"))).toEqual({
      ok: false,
      reason: 'noSchema',
    });
  });
});
