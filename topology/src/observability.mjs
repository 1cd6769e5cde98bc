// @ts-check
/**
 * What watches the topology (decision 060): Debian's Prometheus with the
 * repository's rules, prometheus-nginx-exporter on the front's stub_status,
 * mtail on the front's access log (its page cache's hits), and
 * prometheus-postgres-exporter; and the operators' page. Each runs under the
 * supervisor like the Node servers, started once the front answers.
 */
import path from 'node:path';
import { renderFile } from '../../deploy/render.mjs';
import { rootDir } from '@gfm/webpack-config/apps';
import { MTAIL, NGINX_EXPORTER, POSTGRES_EXPORTER, PROMETHEUS } from './debian-packages.mjs';
import { TOPOLOGY_PORTS } from './ports.mjs';

/** Short, so that tests and the load see a change within seconds (production: 15 s). */
export const SCRAPE_INTERVAL = '2s';

/** @param {string} host @param {number[]} ports */
const targets = (host, ports) => ports.map((port) => `'${host}:${port}'`).join(', ');

/**
 * Prometheus's configuration for this machine's ports, written into its run folder.
 * @param {{ runDir: string, host: string }} options
 */
export function prometheusConfig({ runDir, host }) {
  const { exporters } = TOPOLOGY_PORTS;
  return renderFile(
    path.join(rootDir, 'deploy/prometheus/prometheus.yml.template'),
    path.join(runDir, 'prometheus.yml'),
    {
      SCRAPE_INTERVAL,
      RULES_DIR: path.join(rootDir, 'deploy/prometheus/rules'),
      SHELL_TARGETS: targets(host, TOPOLOGY_PORTS.shells),
      COLLECTOR_TARGETS: targets(host, TOPOLOGY_PORTS.collectors),
      NGINX_EXPORTER: `${host}:${exporters.nginx}`,
      FRONT_LOG_EXPORTER: `${host}:${exporters.frontLog}`,
      POSTGRES_EXPORTER: `${host}:${exporters.postgres}`,
      PROMETHEUS: `${host}:${TOPOLOGY_PORTS.prometheus}`,
    },
  );
}

/**
 * The watchers' specs, for the supervisor.
 * @param {{ dir: string, host: string, monitorDatabaseUrl: string }} options
 * @returns {import('./server-specs.mjs').ServerSpec[]}
 */
export function observabilitySpecs({ dir, host, monitorDatabaseUrl }) {
  const { exporters } = TOPOLOGY_PORTS;
  const at = (/** @type {number} */ port, /** @type {string} */ readyPath) => ({
    port,
    ready: `http://${host}:${port}${readyPath}`,
  });
  const prometheusUrl = `http://${host}:${TOPOLOGY_PORTS.prometheus}`;
  return [
    {
      name: 'prometheus',
      ...at(TOPOLOGY_PORTS.prometheus, '/-/ready'),
      command: PROMETHEUS,
      args: [
        `--config.file=${prometheusConfig({ runDir: path.join(dir, 'run/prometheus'), host })}`,
        `--storage.tsdb.path=${path.join(dir, 'prometheus')}`,
        '--storage.tsdb.retention.time=2d',
        `--web.listen-address=${host}:${TOPOLOGY_PORTS.prometheus}`,
        '--log.level=warn',
      ],
      env: {},
    },
    {
      name: 'nginx-exporter',
      ...at(exporters.nginx, '/metrics'),
      command: NGINX_EXPORTER,
      args: [
        `-nginx.scrape-uri=http://${host}:${TOPOLOGY_PORTS.frontStatus}/stub_status`,
        `-web.listen-address=${host}:${exporters.nginx}`,
        '-nginx.retries=30',
        '-nginx.retry-interval=1s',
      ],
      env: {},
    },
    {
      name: 'front-log-exporter',
      ...at(exporters.frontLog, '/metrics'),
      command: MTAIL,
      args: [
        '-progs',
        path.join(rootDir, 'deploy/mtail'),
        '-logs',
        path.join(dir, 'run/front/access.log'),
        '-address',
        host,
        '-port',
        String(exporters.frontLog),
        '-logtostderr',
      ],
      env: {},
    },
    {
      name: 'postgres-exporter',
      ...at(exporters.postgres, '/metrics'),
      command: POSTGRES_EXPORTER,
      args: [`--web.listen-address=${host}:${exporters.postgres}`, '--log.level=warn'],
      // The cluster's statistics are read from the maintenance database: the site's own holds only the collectors.
      env: { DATA_SOURCE_NAME: `${maintenanceDatabase(monitorDatabaseUrl)}?sslmode=disable` },
    },
    {
      name: 'operators',
      ...at(TOPOLOGY_PORTS.operators, '/health'),
      command: process.execPath,
      args: ['--import', 'tsx', path.join(rootDir, 'operators/src/main.ts')],
      env: {
        SERVICES_HOST: host,
        SERVICES_PORT: String(TOPOLOGY_PORTS.operators),
        PROMETHEUS_URL: prometheusUrl,
        // Each remote's stage and the judge's last decision (decision 067).
        JUDGE_URL: `http://${host}:${TOPOLOGY_PORTS.judge}`,
      },
    },
  ];
}

/**
 * The same server and role, on the `postgres` database (statistics views are the cluster's).
 * @param {string} databaseUrl
 */
function maintenanceDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.href;
}
