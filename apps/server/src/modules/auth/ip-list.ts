import { isIPv4 } from 'node:net';

/** The IPv4 address of `ip` (IPv4-mapped IPv6 addresses included), or undefined. */
function ipv4(ip: string): string | undefined {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return isIPv4(plain) ? plain : undefined;
}

const toNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** Does one entry of RuoYi's list match: exact, `*` per octet, CIDR (`a.b.c.d/n`) or a range (`a-b`)? */
function matches(entry: string, ip: string): boolean {
  if (entry === ip) return true;
  const v4 = ipv4(ip);
  if (!v4) return false;
  if (entry === v4) return true;
  if (entry.includes('*')) {
    const want = entry.split('.');
    const have = v4.split('.');
    return want.length === 4 && want.every((part, i) => part === '*' || part === have[i]);
  }
  if (entry.includes('/')) {
    const [base = '', bitsText = ''] = entry.split('/');
    const bits = Number(bitsText);
    if (!isIPv4(base) || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
    const size = 2 ** (32 - bits);
    return Math.floor(toNumber(base) / size) === Math.floor(toNumber(v4) / size);
  }
  if (entry.includes('-')) {
    const [from = '', to = ''] = entry.split('-').map((s) => s.trim());
    if (!isIPv4(from) || !isIPv4(to)) return false;
    const n = toNumber(v4);
    return n >= toNumber(from) && n <= toNumber(to);
  }
  return false;
}

/** Is `ip` on the list (entries separated by `;` or `,`, as RuoYi's sys.login.blackIPList)? */
export function isBlocked(ip: string, list: string): boolean {
  if (!list.trim() || !ip) return false;
  return list
    .split(/[;,]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => matches(entry, ip));
}
