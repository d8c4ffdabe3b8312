import type { FastifyRequest } from 'fastify';

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows NT 10/, 'Windows 10'],
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'Mac OS X'],
  [/Linux/, 'Linux'],
];

/** IP, browser and OS of a caller, for the login log and the online-user list. */
export function clientInfo(request: FastifyRequest): { ipaddr: string; browser: string; os: string } {
  const ua = request.headers['user-agent'] ?? '';
  let browser = 'Unknown';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'Unknown';
  return { ipaddr: request.ip, browser, os };
}
