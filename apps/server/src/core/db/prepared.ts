import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * The filters of a list that are set, as conditions on named placeholders, with their values.
 * `shape` tells which filters are set ('1' set, '0' not, in the order they were bound): lists with
 * the same shape share one prepared statement, so neither drizzle nor PostgreSQL builds or plans
 * it again per request.
 */
export class BoundFilter {
  private readonly parts: SQL[];
  readonly values: Record<string, unknown> = {};
  shape = '';

  /** `fixed`: conditions every shape has (literals, not parameters, where a partial index needs them). */
  constructor(...fixed: SQL[]) {
    this.parts = [...fixed];
  }

  /**
   * Adds `condition` on the placeholder `name` when the value is set (not undefined, not ''). With
   * `type`, the condition gets the value as `opaque` (of that type): the statement's generic plan
   * is then kept whatever the value.
   */
  bind(name: string, value: unknown, condition: (p: Placeholder) => SQL): this;
  bind(name: string, value: unknown, condition: (p: SQL) => SQL, type: OpaqueType): this;
  bind(name: string, value: unknown, condition: (p: Placeholder & SQL) => SQL, type?: OpaqueType): this {
    const set = value !== undefined && value !== '';
    this.shape += set ? '1' : '0';
    if (set) {
      this.values[name] = value;
      const p = type ? opaque(name, type) : sql.placeholder(name);
      this.parts.push(condition(p as Placeholder & SQL));
    }
    return this;
  }

  get where(): SQL {
    return and(...this.parts) as SQL;
  }
}

/** Statements of a query prepared once per key (a filter shape, a sort): `build` runs on first use. */
export class PreparedByShape<S> {
  private readonly statements = new Map<string, S>();

  get(key: string, build: () => S): S {
    let statement = this.statements.get(key);
    if (!statement) {
      statement = build();
      this.statements.set(key, statement);
    }
    return statement;
  }
}

const dialect = new PgDialect();

/**
 * A raw SQL statement (its values as `sql.placeholder`s) prepared once by name on the database:
 * for hot reads written as SQL (figures, look-ups) rather than with the query builder. Answers a
 * function running it with the placeholders' values. Not for a transaction: it runs on `db`.
 */
export function preparedSql<Row>(
  db: Db,
  name: string,
  query: SQL,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const statement = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values) => rowsOf<Row>(await statement.execute(values));
}

/**
 * The placeholder `name` as a value the planner cannot see (a scalar subquery, evaluated once per
 * run), for prepared statements whose generic plan must be kept. After five runs PostgreSQL
 * compares the generic plan's estimate with the custom plans' (made with the values); when a value
 * makes a custom plan look cheaper (a recent `since`, a single role where the generic plan assumes
 * ten), it plans the statement again on every call, which can cost more than running it. Behind
 * this, a custom plan estimates exactly as the generic one, so the generic plan is kept.
 * `pg_prepared_statements` (generic_plans, custom_plans) shows which one a session uses.
 */
export type OpaqueType = 'bigint' | 'int' | 'smallint' | 'bpchar' | 'text' | 'date' | 'timestamptz';

export const opaque = (name: string, type: OpaqueType): SQL =>
  sql`(select cast(${sql.placeholder(name)} as `.append(sql.raw(`${type}))`));

/** The placeholder `name` (a bigint array) as an array the planner cannot see the length of (see `opaque`). */
export const opaqueIds = (name: string): SQL => sql`array(select unnest(cast(${sql.placeholder(name)} as bigint[])))`;

/** What a page-as-JSON statement answers (one row): the total, and the page's rows as JSON text. */
export type PageJson = { total: number; rows: string };

/**
 * The select of a page-as-JSON statement: the total (the count `countSql` selects) and the rows of
 * the CTE `page` aggregated into one JSON array, newest first by `key` or in `order` (an ORDER BY
 * of the page's columns, written by the caller, never taken from a request); the route carries the
 * text into the answer unparsed: `tableOfJson`.
 */
export const pageJsonSql = (countSql: SQL, key: string, order = `page."${key}" desc`): SQL =>
  sql`select (${countSql}) as total,
         coalesce((select json_agg(page order by `.append(sql.raw(`${order}) from page), '[]'::json)::text as rows`));

/**
 * `YYYY-MM-DD HH:mm:ss` of a timestamp column in the zone the placeholder `zone` names, as the API
 * writes times: for statements that answer rows as the wire has them.
 */
export const apiTimeSql = (column: string): SQL =>
  sql.raw(`to_char(${column} at time zone `).append(sql`${sql.placeholder('zone')}, 'YYYY-MM-DD HH24:MI:SS')`);

/** An instant as epoch milliseconds in text: drivers differ in how they hand a timestamptz of raw SQL over. */
export const epochMsSql = (column: string): SQL => sql.raw(`(extract(epoch from ${column}) * 1000)::bigint::text`);

/** Rows with `createMs` (from `epochMsSql`) as rows with `createTime`. */
export const withCreateTime = <R extends { createMs: string }>(rows: R[]) =>
  rows.map(({ createMs, ...row }) => ({ ...row, createTime: new Date(Number(createMs)) }));
