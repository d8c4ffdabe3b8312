import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminApi } from './admin-api.ts';
import { CHROMIUM_ARGS } from './chromium.ts';

/** Chromium with WebGL through SwiftShader (the shared flags turn the GPU off, which would leave no WebGL). */
export const WEBGL_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    ...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'),
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
};

const HOUSE = resolve(import.meta.dirname, '../../apps/server/src/modules/models/fixtures/house-v1.ifc');
/** Two components of the house fixture. */
export const WALL = { globalId: '35Z81ZlNn$yslQaC$u0GRm', name: '1F 外墙-南' };
export const SLAB = '1F 楼板';

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads the house in one tus creation-with-upload request; answers the new version's id. */
export async function uploadHouse(request: APIRequestContext, token: string, projectId: number, bandId: number) {
  const bytes = readFileSync(HOUSE);
  const res = await request.fetch('/prod-api/business/model/upload', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${b64('house-v1.ifc')},projectId ${b64(String(projectId))},bandId ${b64(String(bandId))}`,
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(res.status(), await res.text()).toBe(201);
  return Number(res.headers()['upload-version-id']);
}

/**
 * A new project (as admin) with the band 建筑 holding the converted house as its current version.
 * Answers the project, band and version ids.
 */
export async function projectWithHouse(request: APIRequestContext, projectName: string) {
  const api = await adminApi(request);
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const token = (await login.json()).data.access_token as string;
  const projectId = (await api('POST', '/business/project/create', { projectName, status: '1' })).data
    .projectId as number;
  const bandId = (await api('POST', '/business/model/band', { projectId, bandName: '建筑' })).data as number;
  const versionId = await uploadHouse(request, token, projectId, bandId);
  await expect
    .poll(async () => (await api('GET', `/business/model/version/${versionId}`)).data.status, { timeout: 120_000 })
    .toBe('2');
  const band = (await api('GET', `/business/model/band/list?projectId=${projectId}`)).rows[0];
  if (band.currentVersionId !== versionId) await api('PUT', `/business/model/version/current/${versionId}`);
  return { api, projectId, bandId, versionId };
}

/** Chooses a component by name in the viewer's tree (searched). */
export async function chooseComponent(page: Page, name: string) {
  const tree = page.getByTestId('bim-tree');
  await tree.getByTestId('bim-tree-search').locator('input').fill(name);
  await tree.getByTestId('bim-tree-search').locator('input').press('Enter');
  await tree.getByTestId('bim-tree-node').filter({ hasText: name }).first().click();
}
