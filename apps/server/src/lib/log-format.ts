import pretty from 'pino-pretty';

/**
 * How the log reads in a terminal (issue 9): one short line per record, a request as its method
 * and path, its end as status and time. Production (NODE_ENV=production, or output that is not a
 * terminal) keeps pino's JSON lines; config.ts decides which. The same serializers run before
 * either, so what log-redaction.ts hides stays hidden here too.
 */
export function terminalLogStream(
  options: { colorize?: boolean; destination?: NodeJS.WritableStream } = {},
) {
  return pretty({
    colorize: options.colorize ?? true,
    ...(options.destination ? { destination: options.destination } : {}),
    translateTime: 'SYS:HH:MM:ss',
    // A mail's text is in outbox_mails; its links get lines of their own (mailer.ts).
    ignore: 'pid,hostname,reqId,req,res,responseTime,text',
    messageFormat: (log, messageKey) => terminalMessage(log, messageKey),
    sync: true,
  });
}

/** The message of one record: request lines in a few words, tagged with a short request id. */
export function terminalMessage(log: Record<string, unknown>, messageKey = 'msg'): string {
  const message = String(log[messageKey] ?? '');
  const tag = typeof log.reqId === 'string' ? `[${log.reqId.slice(0, 8)}] ` : '';
  const req = log.req as { method?: unknown; url?: unknown } | undefined;
  const res = log.res as { statusCode?: unknown } | undefined;
  if (message === 'incoming request' && req) {
    return `${tag}${String(req.method)} ${String(req.url)}`;
  }
  if ((message === 'request completed' || message === 'request errored') && res) {
    const ms = typeof log.responseTime === 'number' ? ` in ${Math.round(log.responseTime)} ms` : '';
    const what = req ? `${String(req.method)} ${String(req.url)} ` : '';
    return `${tag}${what}${String(res.statusCode)}${ms}`;
  }
  return `${tag}${message}`;
}
