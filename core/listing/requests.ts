// One request at a time per listing: a new one aborts the one in flight (supersede), and an answer counts only
// while its request is still the current one, so a late answer never reaches the DOM.

export interface Job {
  signal: AbortSignal;
  /** Still the listing's current request: neither superseded nor cancelled. */
  isCurrent(): boolean;
  /** The answer has been applied: the listing is no longer waiting on this one. */
  end(): void;
}

export function latestRequest() {
  let current: AbortController | undefined;
  return {
    /** Starts a request, aborting the one in flight. */
    begin(): Job {
      current?.abort();
      const controller = (current = new AbortController());
      return {
        signal: controller.signal,
        isCurrent: () => current === controller && !controller.signal.aborted,
        end: () => {
          if (current === controller) current = undefined;
        },
      };
    },
    /** Whether a request is in flight. */
    get running(): boolean {
      return current !== undefined;
    },
    /** Aborts the request in flight; its answer is dropped. */
    cancel(): void {
      current?.abort();
      current = undefined;
    },
  };
}

export type LatestRequest = ReturnType<typeof latestRequest>;
