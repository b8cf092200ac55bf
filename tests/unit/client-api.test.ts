import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryObserver } from "@tanstack/react-query";
import { ApiError, api, buildUrl } from "@/lib/client/api";
import { parseContentDispositionFilename } from "@/lib/client/bestandsnaam";
import { makeQueryClient } from "@/lib/client/query-client";

type FetchArgs = [string, RequestInit];

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** A fetch that never answers but rejects like the browser's once its signal aborts. */
function hangingFetch() {
  return vi.fn((_url: string, init: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
    });
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
let assignMock: ReturnType<typeof vi.fn>;
let fakeDocument: { cookie: string; createElement: ReturnType<typeof vi.fn>; body: { appendChild: ReturnType<typeof vi.fn> } };

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
  assignMock = vi.fn();
  fakeDocument = { cookie: "", createElement: vi.fn(), body: { appendChild: vi.fn() } };
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("window", {
    location: { pathname: "/12/schooljaar/2025-2026/adm/leerlingen", search: "?filter=Alle&vestiging=3", assign: assignMock },
  });
  vi.stubGlobal("document", fakeDocument);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1) as FetchArgs | undefined;
  if (!call) throw new Error("fetch was not called");
  return { url: call[0], init: call[1], headers: new Headers(call[1].headers) };
}

describe("buildUrl", () => {
  it("appends administratieNr and sends arrays as repeated keys without brackets", () => {
    expect(buildUrl("/api/Leerlingen/Details/12/34", { administratieNr: 12, query: { nrs: [1, 2], q: "a b" } })).toBe(
      "/api/Leerlingen/Details/12/34?administratieNr=12&nrs=1&nrs=2&q=a+b",
    );
  });

  it("omits undefined and null values, also inside arrays", () => {
    expect(
      buildUrl("/api/X", { administratieNr: 3, query: { a: undefined, b: null, c: [1, null, undefined, 2], d: false } }),
    ).toBe("/api/X?administratieNr=3&c=1&c=2&d=false");
  });

  it("sends no administratieNr when it is null", () => {
    expect(buildUrl("/account/user", { administratieNr: null })).toBe("/account/user");
  });

  it("keeps the explicit administratieNr over a copy in query", () => {
    expect(buildUrl("/api/X", { administratieNr: 5, query: { administratieNr: 9 } })).toBe("/api/X?administratieNr=5");
  });

  it("continues an existing query string", () => {
    expect(buildUrl("/locales/nl/adm.json?v=abc", { administratieNr: null, query: { x: 1 } })).toBe(
      "/locales/nl/adm.json?v=abc&x=1",
    );
  });
});

describe("request headers and bodies", () => {
  it.each(["get", "delete"] as const)("sends X-CSRF: 1 on %s", async (method) => {
    await api[method]("/api/Tags", { administratieNr: 1 });
    expect(lastCall().headers.get("X-CSRF")).toBe("1");
    expect(lastCall().init.method).toBe(method.toUpperCase());
  });

  it.each(["post", "put"] as const)("sends X-CSRF: 1 on %s", async (method) => {
    await api[method]("/api/Tags", { value: "x" }, { administratieNr: 1 });
    expect(lastCall().headers.get("X-CSRF")).toBe("1");
    expect(lastCall().init.method).toBe(method.toUpperCase());
  });

  it("echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN", async () => {
    fakeDocument.cookie = "theme=dark; XSRF-TOKEN=abc%3D123; other=1";
    await api.get("/api/Tags", { administratieNr: 1 });
    expect(lastCall().headers.get("X-XSRF-TOKEN")).toBe("abc=123");
  });

  it("sends no X-XSRF-TOKEN without the cookie", async () => {
    fakeDocument.cookie = "NOT-XSRF-TOKEN=zzz";
    await api.get("/api/Tags", { administratieNr: 1 });
    expect(lastCall().headers.has("X-XSRF-TOKEN")).toBe(false);
  });

  it("calls the url with administratieNr and bracket-less arrays", async () => {
    await api.get("/api/Leerlingen/Lijst", { administratieNr: 12, query: { nrs: [1, 2] } });
    expect(lastCall().url).toBe("/api/Leerlingen/Lijst?administratieNr=12&nrs=1&nrs=2");
  });

  it("sends a plain body as JSON with content-type application/json", async () => {
    await api.post("/api/Tags/Add", { value: "rood" }, { administratieNr: 1 });
    expect(lastCall().headers.get("content-type")).toBe("application/json");
    expect(lastCall().init.body).toBe('{"value":"rood"}');
  });

  it("passes FormData as-is without a content-type", async () => {
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.txt");
    await api.post("/api/Administraties/UpLoad", form, { administratieNr: 1 });
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers.has("content-type")).toBe(false);
  });

  it("returns status and parsed JSON data on 2xx", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([{ id: 1 }], 201));
    await expect(api.get<{ id: number }[]>("/api/X", { administratieNr: 1 })).resolves.toMatchObject({
      status: 201,
      data: [{ id: 1 }],
    });
  });

  it("returns undefined data for an empty 204", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete("/api/X/1", { administratieNr: 1 })).resolves.toMatchObject({ status: 204, data: undefined });
  });
});

describe("errors", () => {
  it("401 redirects to login with the current path and query and rejects UNAUTHORIZED", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "UNAUTHORIZED", message: "x" }, 401));
    const error = await api.get("/api/Tags", { administratieNr: 12 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "UNAUTHORIZED", status: 401 });
    expect(assignMock).toHaveBeenCalledTimes(1);
    expect(assignMock).toHaveBeenCalledWith(
      "/account/login?returnurl=%2F12%2Fschooljaar%2F2025-2026%2Fadm%2Fleerlingen%3Ffilter%3DAlle%26vestiging%3D3",
    );
  });

  it("401 on the login page itself does not redirect again", async () => {
    vi.stubGlobal("window", { location: { pathname: "/account/login", search: "", assign: assignMock } });
    fetchMock.mockResolvedValueOnce(new Response("", { status: 401 }));
    await expect(api.get("/account/user", { administratieNr: null })).rejects.toMatchObject({ name: "UNAUTHORIZED" });
    expect(assignMock).not.toHaveBeenCalled();
  });

  it("404 rejects with ApiError NOT_FOUND carrying the server message, body and url", async () => {
    const body = { error: "NOT_FOUND", message: "Leerling niet gevonden", requestId: "r1" };
    fetchMock.mockResolvedValueOnce(jsonResponse(body, 404));
    const error = await api.get("/api/Leerlingen/Details/12/34", { administratieNr: 12 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: "NOT_FOUND",
      status: 404,
      message: "Leerling niet gevonden",
      data: body,
      url: "/api/Leerlingen/Details/12/34?administratieNr=12",
    });
    expect(assignMock).not.toHaveBeenCalled();
  });

  it("exposes validation issues of a 400", async () => {
    const issues = [{ path: "naam", message: "Naam is verplicht" }];
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "BAD_REQUEST", message: "Ongeldige invoer", issues }, 400));
    const error = (await api.post("/api/X", {}, { administratieNr: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(error.name).toBe("BAD_REQUEST");
    expect(error.issues).toEqual(issues);
  });

  it.each([
    [403, "FORBIDDEN"],
    [409, "CONFLICT"],
    [413, "PAYLOAD_TOO_LARGE"],
    [500, "SERVER_ERROR"],
    [503, "SERVER_ERROR"],
  ])("status %i without a JSON body → %s with the Dutch fallback message", async (status, name) => {
    fetchMock.mockResolvedValueOnce(new Response("<html>oops</html>", { status, headers: { "content-type": "text/html" } }));
    await expect(api.get("/api/X", { administratieNr: 1 })).rejects.toMatchObject({
      name,
      status,
      message: `Er ging iets mis (status ${status})`,
      data: "<html>oops</html>",
    });
  });

  it("a network failure rejects with NETWORK_ERROR status 0", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(api.get("/api/X", { administratieNr: 1 })).rejects.toMatchObject({ name: "NETWORK_ERROR", status: 0 });
  });
});

describe("cancellation", () => {
  it("an aborted read resolves quietly with status 499 and no data", async () => {
    fetchMock.mockImplementation(hangingFetch());
    const controller = new AbortController();
    const pending = api.get("/api/Leerlingen", { administratieNr: 1, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ status: 499, data: undefined });
    expect(lastCall().init.signal).toBe(controller.signal);
  });

  it("getJson resolves undefined on abort instead of throwing", async () => {
    fetchMock.mockImplementation(hangingFetch());
    const controller = new AbortController();
    const pending = api.getJson("/api/Leerlingen", { administratieNr: 1, signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toBeUndefined();
  });

  it("a signal aborted before the call also gives 499", async () => {
    fetchMock.mockImplementation(hangingFetch());
    fetchMock.mockImplementationOnce(async (_url: string, init: RequestInit) => {
      if (init.signal?.aborted) throw new DOMException("aborted", "AbortError");
      return jsonResponse({});
    });
    const controller = new AbortController();
    controller.abort();
    await expect(api.get("/api/X", { administratieNr: 1, signal: controller.signal })).resolves.toMatchObject({
      status: 499,
    });
  });

  it("a React Query query cancelled through its signal ends without an error", async () => {
    fetchMock.mockImplementation(hangingFetch());
    const client = makeQueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ["leerlingen", 1],
      queryFn: ({ signal }) => api.getJson<unknown[]>("/api/Leerlingen", { administratieNr: 1, signal }),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await client.cancelQueries({ queryKey: ["leerlingen", 1] });
    const state = client.getQueryState(["leerlingen", 1]);
    expect(lastCall().init.signal?.aborted).toBe(true);
    expect(state?.error).toBeNull();
    expect(state?.status).toBe("pending");
    expect(state?.fetchStatus).toBe("idle");
    unsubscribe();
    client.clear();
  });
});

describe("parseContentDispositionFilename", () => {
  it.each([
    ["attachment; filename=report.xlsx", "report.xlsx"],
    ['attachment; filename="Leerlingen 2025.xlsx"', "Leerlingen 2025.xlsx"],
    ['attachment; filename="a;b.xlsx"', "a;b.xlsx"],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['attachment; FILENAME="X.csv"', "X.csv"],
    ["attachment; filename*=UTF-8''Overzicht%20na%C3%AFef.pdf", "Overzicht naïef.pdf"],
    ["attachment; filename*=utf-8'nl'%E2%82%AC.txt", "€.txt"],
    ["attachment; filename*=iso-8859-1'nl'caf%E9.txt", "café.txt"],
    ["attachment; filename=\"fallback.pdf\"; filename*=UTF-8''echt%C3%A9.pdf", "echté.pdf"],
    ["attachment; filename*=UTF-8''echt%C3%A9.pdf; filename=\"fallback.pdf\"", "echté.pdf"],
    ["attachment; filename*=bogus; filename=\"fallback.pdf\"", "fallback.pdf"],
    ['attachment; filename="..\\\\..\\\\evil.txt"', "evil.txt"],
    ['attachment; filename="../../etc/passwd"', "passwd"],
    ["inline", null],
    ["attachment", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%s → %s", (header, expected) => {
    expect(parseContentDispositionFilename(header)).toBe(expected);
  });
});

describe("download", () => {
  it("saves the blob under the content-disposition name and revokes the object url", async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(
      new Response("xlsx-bytes", {
        status: 200,
        headers: {
          "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "content-disposition": "attachment; filename*=UTF-8''Leerlingen%20groep%203.xlsx",
        },
      }),
    );
    const anchor = { href: "", download: "", style: { display: "" }, click: vi.fn(), remove: vi.fn() };
    fakeDocument.createElement.mockReturnValue(anchor);
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:fake");
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});

    const result = await api.download("/api/Leerlingen/Export/12", { administratieNr: 12 });

    expect(lastCall().headers.get("X-CSRF")).toBe("1");
    expect(lastCall().url).toBe("/api/Leerlingen/Export/12?administratieNr=12");
    expect(result.filename).toBe("Leerlingen groep 3.xlsx");
    expect(await result.blob?.text()).toBe("xlsx-bytes");
    expect(create).toHaveBeenCalledWith(result.blob);
    expect(anchor.href).toBe("blob:fake");
    expect(anchor.download).toBe("Leerlingen groep 3.xlsx");
    expect(anchor.click).toHaveBeenCalledTimes(1);
    expect(anchor.remove).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:fake");
  });

  it("uses the fallback name without content-disposition", async () => {
    fetchMock.mockResolvedValueOnce(new Response("x", { status: 200 }));
    fakeDocument.createElement.mockReturnValue({ style: {}, click: vi.fn(), remove: vi.fn() });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:fake");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const result = await api.download("/api/X", { administratieNr: 1, fallbackFilename: "export.csv" });
    expect(result.filename).toBe("export.csv");
  });

  it("a failed download rejects with the ApiError and saves nothing", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "FORBIDDEN", message: "Geen toegang" }, 403));
    await expect(api.download("/api/X", { administratieNr: 1 })).rejects.toMatchObject({
      name: "FORBIDDEN",
      message: "Geen toegang",
    });
    expect(fakeDocument.createElement).not.toHaveBeenCalled();
  });
});
