import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver, dehydrate, hydrate } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api";
import {
  DEFAULT_STALE_TIME,
  MAX_RETRIES,
  PERMISSION_STALE_TIME,
  makeQueryClient,
  retryDelay,
  shouldRetry,
} from "@/lib/client/query-client";

function apiError(status: number): ApiError {
  return new ApiError({ name: "X", status, message: "x", url: "/api/x" });
}

const clients: QueryClient[] = [];
function client(): QueryClient {
  const c = makeQueryClient({ browser: true });
  clients.push(c);
  return c;
}

afterEach(() => {
  for (const c of clients.splice(0)) c.clear();
  vi.useRealTimers();
});

describe("staleTime", () => {
  it("is 5 and 15 minutes", () => {
    expect(DEFAULT_STALE_TIME).toBe(300_000);
    expect(PERMISSION_STALE_TIME).toBe(900_000);
  });

  it("queries default to 5 minutes", () => {
    expect(client().getDefaultOptions().queries?.staleTime).toBe(DEFAULT_STALE_TIME);
  });

  it.each([[["permissies", 12]], [["administratieContext", 12]], [["permissies"]]])(
    "%j gets the permission stale time",
    (queryKey) => {
      const c = client();
      expect(c.defaultQueryOptions({ queryKey }).staleTime).toBe(PERMISSION_STALE_TIME);
    },
  );

  it("other keys keep the default", () => {
    expect(client().defaultQueryOptions({ queryKey: ["leerlingen", 12] }).staleTime).toBe(DEFAULT_STALE_TIME);
  });
});

describe("shouldRetry", () => {
  it.each([
    ["401", 0, false, apiError(401)],
    ["404", 0, false, apiError(404)],
    ["403", 0, false, apiError(403)],
    ["400", 0, false, apiError(400)],
    ["409", 0, false, apiError(409)],
    ["408", 0, true, apiError(408)],
    ["429", 0, true, apiError(429)],
    ["500 first failure", 0, true, apiError(500)],
    ["500 second failure", 1, true, apiError(500)],
    ["500 third failure", 2, true, apiError(500)],
    ["500 after 3 retries", 3, false, apiError(500)],
    ["network error (status 0)", 0, true, apiError(0)],
    ["plain Error", 2, true, new Error("boom")],
    ["plain Error after 3 retries", 3, false, new Error("boom")],
  ] as const)("%s, failureCount %i → %s", (_label, failureCount, expected, error) => {
    expect(shouldRetry(failureCount, error)).toBe(expected);
  });

  it("is wired into the client", () => {
    const queries = client().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(client().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("a 500 is fetched 1 + 3 times, a 401 once", async () => {
    const c = client();
    c.setDefaultOptions({ queries: { ...c.getDefaultOptions().queries, retryDelay: 0 } });
    const failing500 = vi.fn(async () => {
      throw apiError(500);
    });
    await expect(c.fetchQuery({ queryKey: ["a"], queryFn: failing500 })).rejects.toBeInstanceOf(ApiError);
    expect(failing500).toHaveBeenCalledTimes(1 + MAX_RETRIES);

    const failing401 = vi.fn(async () => {
      throw apiError(401);
    });
    await expect(c.fetchQuery({ queryKey: ["b"], queryFn: failing401 })).rejects.toBeInstanceOf(ApiError);
    expect(failing401).toHaveBeenCalledTimes(1);
  });
});

describe("the server's client (prefetch for one page)", () => {
  it("fetches a failing query once and logs it: a page never waits for retries", async () => {
    const c = makeQueryClient();
    clients.push(c);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = vi.fn(async () => {
      throw apiError(500);
    });
    const begin = Date.now();
    await c.prefetchQuery({ queryKey: ["nieuws", 1], queryFn: failing });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(Date.now() - begin).toBeLessThan(500);
    expect(c.getQueryState(["nieuws", 1])?.status).toBe("error");
    expect(log).toHaveBeenCalledWith("prefetch mislukt", '["nieuws",1]', expect.any(ApiError));
    log.mockRestore();
  });
});

describe("retryDelay", () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [10, 30_000],
  ])("failure %i → %i ms", (failureCount, ms) => {
    expect(retryDelay(failureCount)).toBe(ms);
  });
});

describe("a page's queries handed over with dehydrate are fresh in the browser", () => {
  async function prefetched() {
    const server = client();
    await server.prefetchQuery({ queryKey: ["leerlingen", 1], queryFn: async () => ["server"] });
    const browser = client();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    return browser;
  }

  it("hydrated data is there and fresh under the 5-minute staleTime", async () => {
    const browser = await prefetched();
    const query = browser.getQueryCache().find({ queryKey: ["leerlingen", 1] });
    expect(query?.state.data).toEqual(["server"]);
    expect(query?.state.isInvalidated).toBe(false);
    expect(query?.isStaleByTime(DEFAULT_STALE_TIME)).toBe(false);
  });

  it("a mounting observer shows the server data and does not fetch it again", async () => {
    const browser = await prefetched();
    const queryFn = vi.fn(async () => ["browser"]);
    const observer = new QueryObserver(browser, { queryKey: ["leerlingen", 1], queryFn });
    expect(observer.getCurrentResult().data).toEqual(["server"]);
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 20));
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().data).toEqual(["server"]);
    unsubscribe();
  });

  it("newer server data replaces what the browser held (a later page load or navigation)", async () => {
    const browser = client();
    browser.setQueryData(["k"], "old");
    await new Promise((r) => setTimeout(r, 5));
    const server = client();
    await server.prefetchQuery({ queryKey: ["k"], queryFn: async () => "new" });
    hydrate(browser, dehydrate(server));
    expect(browser.getQueryData(["k"])).toBe("new");
  });

  it("hydrating into a client that holds newer data leaves that data alone", async () => {
    const server = client();
    await server.prefetchQuery({ queryKey: ["k"], queryFn: async () => "old" });
    const state = dehydrate(server);
    const browser = client();
    await new Promise((r) => setTimeout(r, 5));
    browser.setQueryData(["k"], "newer");
    hydrate(browser, state);
    expect(browser.getQueryData(["k"])).toBe("newer");
  });
});
