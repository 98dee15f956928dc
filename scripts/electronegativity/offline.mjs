// Loaded with `node --import` into the Electronegativity CLI (scripts/electronegativity-report.mjs): the
// tool fetches translations and Electron's release list from the internet on every run, and the test suite
// sends no traffic beyond this machine. Every name lookup fails at once, as it would offline, so the tool
// takes its own "no connectivity" path immediately. The error's code is one no HTTP client retries on
// (ENOTFOUND is retried by the tool's `got`, with back-off: about 9 s a run).
// Only Node's built-ins.
import dns from 'node:dns';
import net from 'node:net';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

function offline(hostname) {
  const error = new Error(
    `no lookup of ${hostname} (no network for this tool: the test suite stays on this machine)`,
  );
  error.code = 'EOFFLINE';
  error.hostname = hostname;
  return error;
}

const lookup = dns.lookup;
dns.lookup = function offlineLookup(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  if (LOOPBACK.has(hostname)) return lookup.apply(this, arguments);
  process.nextTick(() => done(offline(hostname)));
  return {};
};
const lookupPromise = dns.promises.lookup;
dns.promises.lookup = (hostname, options) =>
  LOOPBACK.has(hostname)
    ? lookupPromise.call(dns.promises, hostname, options)
    : Promise.reject(offline(hostname));

// An address given as digits needs no lookup: refuse it here unless it is this machine.
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function offlineConnect(...args) {
  const first = args[0];
  const options = Array.isArray(first) ? first[0] : first;
  const host = typeof options === 'object' && options !== null ? options.host : args[1];
  if (typeof options === 'object' && options !== null && options.path) return connect.apply(this, args);
  if (host === undefined || LOOPBACK.has(host) || net.isIP(host) === 0) return connect.apply(this, args);
  process.nextTick(() => this.destroy(offline(host)));
  return this;
};
