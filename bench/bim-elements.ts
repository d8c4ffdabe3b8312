// npm run bench:bim-elements -w bench (DATABASE_URL required; ELEMENTS changes the size): element search
// of the models module over 1 000 000 stored elements of one converted version (the worst case: a
// search never leaves its version), against the real server in its own process, 20 connections
// for 10 s per call, as a project admin:
// - GET /business/model/element/list by the start of a name, of a GlobalId, by class and storey,
//   and the first page without a filter (page of 20 with its total): p99 ≤ 30 ms each.
// Also: the conversion's write path (ModelsRepository.insertElements, 5 000-row INSERTs, one
// transaction each) for 100 000 elements: ≤ 60 s.
// Exits non-zero when a budget is missed or a call does not answer 200.

import { MODEL_PERMS } from '@zj/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { ModelsRepository } from '../apps/server/src/modules/models/models.repository.ts';
import { seed } from '../apps/server/src/seed.ts';
import { type BenchCall, benchLogin, benchUser, measureCalls } from './bench-api.ts';
import { startRealServer } from './real-server.ts';
import { scratchDatabase } from './scratch-db.ts';

const SEARCH_P99_MS = 30;
const INSERT_100K_MS = 60_000;
const ELEMENTS = Number(process.env.ELEMENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const scratch = await scratchDatabase('zj_bench_bim_elements');
const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
let exitCode = 1;
try {
  await database.migrate();
  await seed(database.db);
  const { db } = database;
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Array<{ v: number }> }).rows[0]?.v ?? 0;
  const started = Date.now();
  const projectId = await one(
    sql`insert into biz_project (project_name, create_by) values ('模型基准项目', 'admin') returning project_id::int as v`,
  );
  const bandId = await one(
    sql`insert into biz_project_band (project_id, band_name, sort) values (${projectId}, '建筑', 1) returning band_id::int as v`,
  );
  const versionId = await one(sql`
    insert into biz_model_version (project_id, band_id, version_no, file_name, file_size, file_key, schema, status,
                                   progress, element_count, is_current, create_by)
    values (${projectId}, ${bandId}, 1, 'big.ifc', 1, '2026/01/01/00000000000000000000000000000000.ifc', 'IFC4', '2',
            100, ${ELEMENTS}, '1', 'admin')
    returning version_id::int as v`);
  // 50 storeys, six classes; names like '12F 外墙-123456'; GlobalIds of the IFC base-64 alphabet.
  await db.execute(sql`
    insert into biz_model_element (version_id, global_id, express_id, ifc_class, name, storey, psets, geometry_hash)
    select ${versionId},
           substr(translate(encode(decode(md5(g::text), 'hex'), 'base64'), '+/=', '_$0'), 1, 22),
           g,
           (array['IfcWall','IfcSlab','IfcDoor','IfcWindow','IfcColumn','IfcBeam'])[1 + g % 6],
           (1 + (g / 6) % 50) || 'F ' || (array['外墙','楼板','门','窗','柱','梁'])[1 + g % 6] || '-' || g,
           (1 + (g / 6) % 50) || 'F',
           jsonb_build_object('Pset_Common', jsonb_build_object('Reference', 'R-' || (g % 97), 'IsExternal', g % 2 = 0)),
           md5('geo' || g)
    from generate_series(1, ${ELEMENTS}) g`);
  await db.execute(sql`vacuum analyze biz_model_element`);
  console.log(`seeded ${ELEMENTS} elements in version ${versionId} (${Date.now() - started} ms)`);

  // The conversion's write path: 100 000 elements through the repository into another version.
  const repo = new ModelsRepository(db);
  const elements = Array.from({ length: 100_000 }, (_, i) => ({
    globalId: `B${String(i).padStart(21, '0')}`,
    expressId: i + 1,
    ifcClass: 'IfcWall',
    name: `墙-${i}`,
    storey: `${1 + (i % 20)}F`,
    psets: { Pset_WallCommon: { Reference: 'WT-200', IsExternal: true, ThermalTransmittance: 0.35 } },
    geometryHash: `${i}`.padStart(64, '0'),
  }));
  const insertStarted = Date.now();
  await repo.insertElements(versionId + 1_000_000, elements);
  const insertMs = Date.now() - insertStarted;
  await db.execute(sql`delete from biz_model_element where version_id = ${versionId + 1_000_000}`);
  console.log(`insertElements: 100 000 elements in ${insertMs} ms (budget ${INSERT_100K_MS} ms)`);

  await benchUser(db, {
    userName: 'mbench',
    nickName: '模型员',
    roleName: '模型基准',
    perms: [MODEL_PERMS.list],
    projectId,
  });
  const sampleGid = (await db.execute(
    sql`select global_id as v from biz_model_element where version_id = ${versionId} and express_id = 424242`,
  )) as unknown as { rows: Array<{ v: string }> };
  const gidPrefix = (sampleGid.rows[0]?.v ?? 'AAAA').slice(0, 4);

  const server = await startRealServer(scratch.url, {
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_USER: '0',
    JOB_POLL_MS: '0',
  });
  const headers = await benchLogin(server.base, 'mbench');
  const list = `/business/model/element/list?versionId=${versionId}&pageNum=1&pageSize=20`;
  const calls: BenchCall[] = [
    { name: 'name prefix (12F 外墙-1…)', path: `${list}&keyword=${encodeURIComponent('12F 外墙-1')}` },
    { name: 'name prefix, broad (1…: 22 %)', path: `${list}&keyword=1` },
    { name: `GlobalId prefix (${gidPrefix})`, path: `${list}&keyword=${encodeURIComponent(gidPrefix)}` },
    { name: 'class and storey (IfcDoor, 7F)', path: `${list}&ifcClass=IfcDoor&storey=7F` },
    { name: 'no filter, page 1', path: list },
    { name: 'no filter, page 2 000', path: list.replace('pageNum=1', 'pageNum=2000') },
  ].map((call) => ({ ...call, budget: SEARCH_P99_MS }));
  console.log(`\n20 connections, ${SECONDS} s each (version ${versionId}, ${ELEMENTS} elements)`);
  const failures = await measureCalls(server, headers, calls, SECONDS);
  if (insertMs > INSERT_100K_MS) failures.push(`insertElements 100 000: ${insertMs} ms > ${INSERT_100K_MS} ms`);
  await server.stop();
  if (process.env.EXPLAIN) {
    const keyword = '12F 外墙-1';
    const plan = (await db.execute(sql`explain analyze
      select global_id, express_id, ifc_class, name, storey from biz_model_element
      where version_id = ${versionId} and (lower(name) like ${`${keyword.toLowerCase()}%`} or global_id like ${`${keyword}%`})
      order by express_id limit 20`)) as unknown as { rows: Array<Record<string, string>> };
    console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
  }
  if (failures.length) console.log(`FAIL\n- ${failures.join('\n- ')}`);
  else console.log(`PASS element search p99 ≤ ${SEARCH_P99_MS} ms; 100 000 elements written in ${insertMs} ms`);
  exitCode = failures.length ? 1 : 0;
} finally {
  await database.close();
  await scratch.drop();
}
process.exit(exitCode);
