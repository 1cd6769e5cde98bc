// @ts-check
/** Ports that clash with neither `npm start` (3000-3003, 4000) nor the end-to-end tests (3100-3199). */
export const TOPOLOGY_PORTS = {
  front: 8080,
  frontTls: 8443,
  shells: [8101, 8102],
  statics: { 'remote-gfm43': 8201, 'remote-gfmpalam': 8202, 'remote-blog': 8203 },
  collectors: [8301, 8302],
  content: 8401,
  postgres: 8501,
  // The front's stub_status, for its exporter only: never the public's.
  frontStatus: 8081,
  prometheus: 8601,
  // The operators' page (a services role): internal, like Prometheus.
  operators: 8602,
  exporters: { nginx: 8611, postgres: 8612, frontLog: 8613 },
  /** The canary judge's /health and /decisions (operators only, never behind the front). */
  judge: 8603,
};

/** A remote's static host's port. @param {string} name */
export const staticPort = (name) => TOPOLOGY_PORTS.statics[/** @type {keyof typeof TOPOLOGY_PORTS.statics} */ (name)];
