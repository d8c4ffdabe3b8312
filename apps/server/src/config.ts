import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RUN_LIMITS, type RunLimits } from './core/workflow/run-guard.ts';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database, files and the generated secret live. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Overrides the seeded `sys.account.captchaEnabled` when set. */
  captchaEnabled: boolean | undefined;
  /** IANA zone in which the API formats times. */
  displayZone: string;
  logLevel: string;
  /** Built web app served under /cbim-cloud-ui/; undefined serves no static files. */
  webDist: string | undefined;
  trustProxy: boolean;
  /** Upload size limits in MB per kind (UPLOAD_MAX_FILE_MB, UPLOAD_MAX_IMAGE_MB); spec defaults 300 / 20. */
  uploadMaxMb?: { file?: number; image?: number };
  /**
   * Upload quota (UPLOAD_DAILY_QUOTA_MB, default 1024 per user and day; UPLOAD_MIN_FREE_MB, default
   * 1024 left free on the storage volume; 0 turns either off) and the age after which uploads no
   * record refers to are removed (UPLOAD_ORPHAN_HOURS, default 24). Absent: no quota (tests).
   */
  uploadQuota?: UploadQuotaConfig;
  /** Live sessions per user (SESSION_MAX_PER_USER, default 10): the oldest ends when one more starts. */
  sessionMaxPerUser?: number;
  /**
   * Fixed-window limits of /auth/login, /auth/register and /code, counted in PostgreSQL (every
   * replica): calls per address and per user name in `windowSeconds`. Absent: no limit (tests).
   */
  rateLimit?: RateLimitConfig;
  /**
   * How often each replica looks for due workflow timers (WORKFLOW_TIMER_MS, default 5000; 0 turns
   * the poller off). Absent: no poller (tests fire timers themselves).
   */
  workflowTimerMs?: number;
  /**
   * How many instances' live bpmn-engine runs each replica keeps between steps
   * (WORKFLOW_LIVE_ENGINES, default 1000; 0 recovers every step from the row).
   */
  workflowLiveEngines?: number;
  /**
   * Bounds of the workflow engine, so that a process that never waits cannot hold the server: steps
   * (elements entered, multi-instance iterations) and time in the engine per transaction
   * (WORKFLOW_MAX_STEPS, default 5000; WORKFLOW_MAX_RUN_MS, default 5000) and instances of one
   * multi-instance activity (WORKFLOW_MAX_MULTI_INSTANCES, default 1000); 0 removes a bound.
   * Absent: the defaults.
   */
  workflowLimits?: Partial<RunLimits>;
  /**
   * How long each replica keeps a session row and a granted project access (ACCESS_CACHE_MS,
   * default 2000; 0 reads them on every request). Absent: nothing kept (tests read every time).
   */
  accessCacheMs?: number;
  /** The OpenAPI document and Swagger UI under /prod-api/docs without a login (DOCS_PUBLIC, default false). */
  docsPublic?: boolean;
  /**
   * How often each replica looks for queued background jobs (JOB_POLL_MS, default 2000; 0 turns
   * the poller off). Absent: no poller (tests run jobs themselves).
   */
  jobPollMs?: number;
  /**
   * Bounds of an IFC conversion (MODEL_CONVERT_TIMEOUT_MS, default 600000 = 10 min;
   * MODEL_CONVERT_MAX_MEMORY_MB, default 1536). Absent: the defaults.
   */
  modelConvert?: { timeoutMs: number; maxMemoryMb: number };
}

export interface UploadQuotaConfig {
  dailyMb: number;
  minFreeMb: number;
  orphanHours: number;
}

export interface RateLimitConfig {
  /** Calls of one route from one address per window (RATE_LIMIT_PER_IP, default 60; 0 = off). */
  perIp: number;
  /** Login/register calls naming one user per window (RATE_LIMIT_PER_USER, default 20; 0 = off). */
  perUser: number;
  /** RATE_LIMIT_WINDOW_SECONDS, default 60. */
  windowSeconds: number;
}

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

function parseCount(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function parseBool(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** Reads JWT_SECRET or the secret kept under DATA_DIR, generating it on first start. */
function loadSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const webDist = env.WEB_DIST === '' ? undefined : resolve(env.WEB_DIST || DEFAULT_WEB_DIST);
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: loadSecret(env, dataDir),
    captchaEnabled: parseBool(env.CAPTCHA_ENABLED),
    displayZone: env.TZ_DISPLAY || 'Asia/Shanghai',
    logLevel: env.LOG_LEVEL || 'info',
    webDist: webDist && existsSync(webDist) ? webDist : undefined,
    trustProxy: parseBool(env.TRUST_PROXY) ?? false,
    uploadMaxMb: {
      ...(env.UPLOAD_MAX_FILE_MB ? { file: Number(env.UPLOAD_MAX_FILE_MB) } : {}),
      ...(env.UPLOAD_MAX_IMAGE_MB ? { image: Number(env.UPLOAD_MAX_IMAGE_MB) } : {}),
    },
    sessionMaxPerUser: parseCount(env.SESSION_MAX_PER_USER, 10),
    uploadQuota: {
      dailyMb: parseCount(env.UPLOAD_DAILY_QUOTA_MB, 1024),
      minFreeMb: parseCount(env.UPLOAD_MIN_FREE_MB, 1024),
      orphanHours: parseCount(env.UPLOAD_ORPHAN_HOURS, 24) || 24,
    },
    workflowTimerMs: parseCount(env.WORKFLOW_TIMER_MS, 5000),
    workflowLiveEngines: parseCount(env.WORKFLOW_LIVE_ENGINES, 1000),
    workflowLimits: {
      maxSteps: parseCount(env.WORKFLOW_MAX_STEPS, DEFAULT_RUN_LIMITS.maxSteps),
      maxRunMs: parseCount(env.WORKFLOW_MAX_RUN_MS, DEFAULT_RUN_LIMITS.maxRunMs),
      maxMultiInstances: parseCount(env.WORKFLOW_MAX_MULTI_INSTANCES, DEFAULT_RUN_LIMITS.maxMultiInstances),
    },
    accessCacheMs: parseCount(env.ACCESS_CACHE_MS, 2000),
    docsPublic: parseBool(env.DOCS_PUBLIC) ?? false,
    jobPollMs: parseCount(env.JOB_POLL_MS, 2000),
    modelConvert: {
      timeoutMs: parseCount(env.MODEL_CONVERT_TIMEOUT_MS, 600_000) || 600_000,
      maxMemoryMb: parseCount(env.MODEL_CONVERT_MAX_MEMORY_MB, 1536) || 1536,
    },
    rateLimit: {
      perIp: parseCount(env.RATE_LIMIT_PER_IP, 60),
      perUser: parseCount(env.RATE_LIMIT_PER_USER, 20),
      windowSeconds: parseCount(env.RATE_LIMIT_WINDOW_SECONDS, 60) || 60,
    },
  };
}
