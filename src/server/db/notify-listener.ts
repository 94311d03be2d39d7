import pg from "pg";

/** What a notification channel reports to whoever listens on it. */
export interface NotificationHandlers {
  /** A notification arrived on the channel. */
  onMessage(payload: string): void;
  /**
   * The listener went up (LISTEN acknowledged) or down (connection lost, heartbeat unanswered). Notifications sent
   * while it was down are lost: anything that relies on them must not trust what it learnt before `true` again.
   */
  onState(listening: boolean): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

export interface PostgresListenerOptions {
  /** How often the dedicated connection is asked `select 1`, so a network that silently stopped is noticed. */
  heartbeatMs?: number;
  /** Longest wait for a connection or a heartbeat answer before the listener counts as down. */
  timeoutMs?: number;
  /** Longest wait between two reconnection attempts (they start at 250 ms and double). */
  maxRetryMs?: number;
}

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one could not keep it), reconnecting for as long as the
 * listener is open. Reports its state through `onState`: down at every error, end or unanswered heartbeat, up once
 * LISTEN is acknowledged again.
 */
export function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  options: PostgresListenerOptions = {},
): NotificationListener {
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let closed = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = 250;
  let listening = false;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    handlers.onState(value);
  };

  const drop = (failed: pg.Client) => {
    if (client !== failed) return;
    client = undefined;
    clearInterval(heartbeat);
    heartbeat = undefined;
    setListening(false);
    failed.removeAllListeners("notification");
    failed.end().catch(() => {});
    if (!closed) {
      retry = setTimeout(connect, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, maxRetryMs);
    }
  };

  const connect = async () => {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, keepAlive: true });
    client = next;
    next.on("error", () => drop(next));
    next.on("end", () => drop(next));
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      drop(next);
      return;
    }
    if (client !== next || closed) {
      next.end().catch(() => {});
      return;
    }
    retryMs = 250;
    setListening(true);
    heartbeat = setInterval(() => {
      next.query("select 1").catch(() => drop(next));
    }, heartbeatMs);
    heartbeat.unref();
  };

  void connect();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      setListening(false);
      if (current) {
        current.removeAllListeners("notification");
        await current.end().catch(() => {});
      }
    },
  };
}
