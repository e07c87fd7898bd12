import type { SqlSession } from './session.ts';

export interface TableInfo {
  name: string;
  columns: string[];
  /** The ordering that makes a dump deterministic: the primary key, else every column. */
  orderBy: string[];
  /** Tables this one references (foreign keys), so they are filled first. */
  references: string[];
  /** Columns fed by a sequence (bigserial ids), set past their largest value after a restore. */
  serialColumns: string[];
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables in the `public` schema, read from the catalog, parents before children. */
export async function readCatalog(session: SqlSession): Promise<TableInfo[]> {
  const tables = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await session.query<{ table_name: string; column_name: string; serial: boolean }>(
    `select table_name, column_name, (column_default like 'nextval(%' or is_identity = 'YES') as serial
     from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER'
     order by table_name, ordinal_position`,
  );
  const keys = await session.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
     from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
     where n.nspname = 'public' and i.indisprimary order by c.relname, k.ord`,
  );
  const fks = await session.query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent from pg_constraint f
     join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
     join pg_namespace n on n.oid = c.relnamespace where f.contype = 'f' and n.nspname = 'public'`,
  );
  const infos = tables.map(({ name }): TableInfo => {
    const cols = columns.filter((c) => c.table_name === name);
    const pk = keys.filter((k) => k.table_name === name).map((k) => k.column_name);
    return {
      name,
      columns: cols.map((c) => c.column_name),
      orderBy: pk.length ? pk : cols.map((c) => c.column_name),
      references: fks.filter((f) => f.child === name && f.parent !== name).map((f) => f.parent),
      serialColumns: cols.filter((c) => c.serial).map((c) => c.column_name),
    };
  });
  return inDependencyOrder(infos);
}

/** Parents first (a table's rows may only be inserted once the rows they reference are in). */
export function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (t: TableInfo, path: string[]) => {
    if (done.has(t.name)) return;
    if (path.includes(t.name)) throw new Error(`Foreign keys form a cycle: ${[...path, t.name].join(' -> ')}`);
    for (const parent of t.references) {
      const p = byName.get(parent);
      if (p) visit(p, [...path, t.name]);
    }
    done.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t, []);
  return ordered;
}
