import { redact } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LogRecord {
  time: string;
  level: LogLevel;
  scope: string;
  message: string;
  data?: unknown;
}

export type LogSink = (line: string, record: LogRecord) => void;

let sink: LogSink = (line) => process.stderr.write(`${line}\n`);
let threshold: LogLevel = (process.env.CONSOLE_LOG_LEVEL as LogLevel | undefined) ?? 'info';

/** Points every logger at a sink (a rotating file in the app, stderr in the CLIs). */
export function configureLogging(options: { sink?: LogSink; level?: LogLevel }): void {
  if (options.sink) sink = options.sink;
  if (options.level) threshold = options.level;
}

function describeError(error: unknown): unknown {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return error;
}

/** A logger scoped to one module; every line is redacted before it reaches any sink. */
export function createLogger(scope: string) {
  const write = (level: LogLevel, message: string, data?: unknown) => {
    if (ORDER[level] < ORDER[threshold]) return;
    const record: LogRecord = { time: new Date().toISOString(), level, scope, message };
    if (data !== undefined) record.data = data instanceof Error ? describeError(data) : data;
    const line = redact(
      JSON.stringify(record, (_key, value: unknown) =>
        value instanceof Error ? describeError(value) : value,
      ),
    );
    sink(line, JSON.parse(line) as LogRecord);
  };
  return {
    debug: (message: string, data?: unknown) => write('debug', message, data),
    info: (message: string, data?: unknown) => write('info', message, data),
    warn: (message: string, data?: unknown) => write('warn', message, data),
    error: (message: string, data?: unknown) => write('error', message, data),
  };
}
export type Logger = ReturnType<typeof createLogger>;
