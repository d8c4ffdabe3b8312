import { Readable } from 'node:stream';
import type { App } from '../app.ts';
import type { Principal } from '../core/access/access.ts';
import { filesModule } from '../modules/files/index.ts';
import { type DemoScene, demoPhoto } from './demo-images.ts';
import type { DemoPeople } from './demo-people.ts';

/** What the demo's parts share: the kernel, the demo project, its admin and people, and their photos. */
export type DemoStage = {
  kernel: App['kernel'];
  projectId: number;
  admin: Principal;
  people: DemoPeople;
  photo: (by: Principal, scene: DemoScene) => Promise<string>;
};

const DAY = 86_400_000;
/** A calendar day relative to today, `YYYY-MM-DD` in the display zone (Asia/Shanghai by default). */
export function day(offset: number): string {
  return new Date(Date.now() + offset * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Photos through the one upload path, as their taker. */
export function demoPhotoUpload(kernel: App['kernel']): DemoStage['photo'] {
  const { files } = kernel.use(filesModule);
  return async (by: Principal, scene: DemoScene) =>
    (
      await files.upload({ filename: `${scene}.png`, file: Readable.from([demoPhoto(scene)]) }, 'image', {
        principal: by,
      })
    ).url;
}
