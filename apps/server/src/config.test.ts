import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { DATA_DIR: '/nonexistent-zj', JWT_SECRET: 'x'.repeat(40), WEB_DIST: '' };

describe('loadConfig', () => {
  it('upload quota: 1024 MB a day, 1024 MB kept free, orphans after 24 h by default', () => {
    expect(loadConfig(base).uploadQuota).toEqual({ dailyMb: 1024, minFreeMb: 1024, orphanHours: 24 });
  });

  it('upload quota from UPLOAD_DAILY_QUOTA_MB, UPLOAD_MIN_FREE_MB, UPLOAD_ORPHAN_HOURS (0 turns a limit off)', () => {
    const env = { ...base, UPLOAD_DAILY_QUOTA_MB: '200', UPLOAD_MIN_FREE_MB: '0', UPLOAD_ORPHAN_HOURS: '48' };
    expect(loadConfig(env).uploadQuota).toEqual({ dailyMb: 200, minFreeMb: 0, orphanHours: 48 });
    // Nonsense falls back to the defaults.
    const bad = { ...base, UPLOAD_DAILY_QUOTA_MB: '-5', UPLOAD_MIN_FREE_MB: 'lots', UPLOAD_ORPHAN_HOURS: '0' };
    expect(loadConfig(bad).uploadQuota).toEqual({ dailyMb: 1024, minFreeMb: 1024, orphanHours: 24 });
  });

  it('workflow bounds: 5000 steps and 5000 ms per transaction, 1000 instances of a multi-instance, from the environment', () => {
    expect(loadConfig(base).workflowLimits).toEqual({ maxSteps: 5000, maxRunMs: 5000, maxMultiInstances: 1000 });
    const env = { ...base, WORKFLOW_MAX_STEPS: '200', WORKFLOW_MAX_RUN_MS: '0', WORKFLOW_MAX_MULTI_INSTANCES: '50' };
    expect(loadConfig(env).workflowLimits).toEqual({ maxSteps: 200, maxRunMs: 0, maxMultiInstances: 50 });
    expect(loadConfig({ ...base, WORKFLOW_MAX_STEPS: 'many' }).workflowLimits?.maxSteps).toBe(5000);
  });
});
