import pg from 'pg';
import { migrate } from './migrate';
import type { EnquiryStore, StoredEnquiry } from './store';

interface Row {
  id: string;
  name: string;
  phone: string;
  mail: string;
  message: string;
  origin: string;
  received_at: Date;
}

const fromRow = (row: Row): StoredEnquiry => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  mail: row.mail,
  message: row.message,
  origin: row.origin,
  receivedAt: row.received_at.toISOString(),
});

/**
 * Enquiries in PostgreSQL, for any number of collectors: an insert that
 * meets an id already stored does nothing (`ON CONFLICT DO NOTHING`), so a
 * retry that reaches another collector, or two at once, stores it once. The
 * client is node-postgres (`pg`), the well-kept driver; its pool holds at
 * most 10 connections, gives up on a connection after 3 s and on a
 * statement after 5 s, so a database in trouble is an answer the visitor
 * reads ("could not be stored"), never a request left hanging.
 */
export class PostgresEnquiryStore implements EnquiryStore {
  private constructor(
    private readonly pool: pg.Pool,
    readonly description: string,
  ) {}

  static async open(connectionString: string): Promise<PostgresEnquiryStore> {
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 10_000,
      statement_timeout: 5000,
      query_timeout: 6000,
    });
    // A connection that breaks while idle is an event, not a crash of the collector.
    pool.on('error', (error) => console.error('Enquiry store: a database connection failed:', error.message));
    const address = new URL(connectionString);
    const store = new PostgresEnquiryStore(pool, `postgresql://${address.host}${address.pathname}`);
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  async has(id: string): Promise<boolean> {
    const result = await this.pool.query('SELECT 1 FROM enquiries WHERE id = $1', [id]);
    return (result.rowCount ?? 0) > 0;
  }

  async add(enquiry: StoredEnquiry): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO enquiries (id, name, phone, mail, message, origin, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO NOTHING`,
      [enquiry.id, enquiry.name, enquiry.phone, enquiry.mail, enquiry.message, enquiry.origin, enquiry.receivedAt],
    );
    return result.rowCount === 1;
  }

  async list(): Promise<StoredEnquiry[]> {
    const result = await this.pool.query<Row>(
      'SELECT id, name, phone, mail, message, origin, received_at FROM enquiries ORDER BY received_at, id',
    );
    return result.rows.map(fromRow);
  }

  async count(): Promise<number> {
    const result = await this.pool.query<{ count: string }>('SELECT count(*) FROM enquiries');
    return Number(result.rows[0]?.count ?? 0);
  }

  /** One statement on the indexed `received_at`: the collectors' role may not run it, only the owner (the operator). */
  async purge(cutoff: Date): Promise<number> {
    const result = await this.pool.query('DELETE FROM enquiries WHERE received_at < $1', [cutoff]);
    return result.rowCount ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
