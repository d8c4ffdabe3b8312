import type { Db } from '../core/db/client.ts';

/** A statement drizzle sent, with its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

interface LoggingSession {
  logger: { logQuery(query: string, params: unknown[]): void };
  options: { logger?: LoggingSession['logger'] };
}

const TRANSACTION_CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;

/**
 * Records every statement (but transaction control) the app sends through drizzle on `db` (its transactions' too) while
 * `work` runs: statement budgets of a request ("each row read once"). Test-only: it swaps the
 * logger of drizzle's session (transactions take theirs from the session's options).
 */
export async function statementsOf(db: Db, work: () => Promise<unknown>): Promise<Statement[]> {
  const session = (db as unknown as { session: LoggingSession }).session;
  const statements: Statement[] = [];
  const logger = {
    logQuery: (sql: string, params: unknown[]) => {
      // Transaction control is the driver's: node-postgres sends begin and commit as statements,
      // PGlite's transactions do not show them. The budget counts the work.
      if (!TRANSACTION_CONTROL.test(sql)) statements.push({ sql, params });
    },
  };
  const before = { logger: session.logger, options: session.options.logger };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await work();
  } finally {
    session.logger = before.logger;
    if (before.options === undefined) delete session.options.logger;
    else session.options.logger = before.options;
  }
  return statements;
}

/**
 * The statements that read whole rows of a table (`select "<its first column>", … from "<table>"`,
 * as drizzle writes a select of a table's row) and those that update it.
 */
export function rowsOf(statements: Statement[], table: string, firstColumn: string) {
  const read = new RegExp(`^select "${firstColumn}", .* from "${table}"`, 's');
  return {
    reads: statements.filter((s) => read.test(s.sql)).length,
    updates: statements.filter((s) => s.sql.startsWith(`update "${table}"`)).length,
  };
}
