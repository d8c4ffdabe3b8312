import type { BusinessType } from '@zj/contract';

/** What a mutating route declares next to `access`, for the operation log (core/http/oper-log.ts). */
export interface OperLogConfig {
  title: string;
  businessType: BusinessType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: a read the original's clients call by POST (not logged, like every GET). */
    log?: OperLogConfig | false;
  }
}
