import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import Provider, { type Configuration } from "oidc-provider";

/**
 * A real OpenID Connect provider for the tests (issue 31): the `oidc-provider` package on
 * 127.0.0.1, with its development login form (any password), test clients and test users. No
 * network beyond this machine. Started by tests/api/inlogmethoden.test.ts and tests/e2e/oidc.spec.ts.
 */

export interface TestAccount {
  /** What is typed in the provider's login field; also the subject (`sub`) the provider answers. */
  login: string;
  email: string;
  /** Absent: the claim is left out of the ID token (as Microsoft Entra ID does). */
  email_verified?: boolean;
  /** Microsoft Entra ID's "email domain owner verified" optional claim. */
  xms_edov?: boolean;
  name?: string;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
}

export interface TestProvider {
  issuer: string;
  /** Seconds an authorization code lives (default 60); a test of an expired code lowers it. */
  codeTtl: number;
  stop(): Promise<void>;
}

export async function startOidcProvider(opts: {
  clients: TestClient[];
  accounts: TestAccount[];
  /** Redirect URIs the clients may use start with this (e.g. "http://localhost/api/auth/callback/"). */
  redirectPrefix: string | string[];
  port?: number;
  /**
   * A path the issuer ends in, e.g. "/tenant/" (as Microsoft Entra ID's v1 issuer
   * https://sts.windows.net/<tenant>/ and Auth0's end in '/'): the issuer is then
   * http://127.0.0.1:<port>/tenant/ byte for byte, and the provider answers under that path.
   */
  pad?: string;
}): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const pad = opts.pad ?? "";
  const issuer = `http://127.0.0.1:${port}${pad}`;
  // The same objects as the caller's: a test may change an account's e-mail address between sign-ins.
  const accounts = new Map(opts.accounts.map((a) => [a.login, a]));
  const voorvoegsels = Array.isArray(opts.redirectPrefix) ? opts.redirectPrefix : [opts.redirectPrefix];
  const staat: TestProvider = { issuer, codeTtl: 60, stop: async () => {} };

  const configuration: Configuration = {
    clients: opts.clients.map((c) => ({
      ...c,
      redirect_uris: voorvoegsels.map((v) => `${v}placeholder`),
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    })),
    cookies: { keys: ["leerroute-test-oidc"] },
    claims: { openid: ["sub"], email: ["email", "email_verified", "xms_edov"], profile: ["name"] },
    // Real providers (Entra ID, Google) put the requested claims in the ID token; Auth.js reads them there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: () => staat.codeTtl, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    async findAccount(_ctx, id) {
      const a = accounts.get(id);
      if (!a) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email: a.email, email_verified: a.email_verified, xms_edov: a.xms_edov, name: a.name ?? a.login }) };
    },
    // No consent screen: the test clients are the school's own registrations.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // The redirect URI names the provider's number in the app's database (oidc-<admnr>-<id>), known only
  // once the test has stored it: any URI under the given prefixes is accepted.
  provider.Client.prototype.redirectUriAllowed = function (uri: string) {
    return voorvoegsels.some((v) => uri.startsWith(v));
  };
  const afhandelen = provider.callback();
  // Mounted under the issuer's path: oidc-provider reads the mount path from originalUrl (as under express).
  const voorvoegsel = pad.replace(/\/+$/, "");
  server.on("request", (req, res) => {
    if (voorvoegsel && req.url?.startsWith(`${voorvoegsel}/`)) {
      (req as typeof req & { originalUrl?: string }).originalUrl = req.url;
      req.url = req.url.slice(voorvoegsel.length);
    }
    void afhandelen(req, res);
  });
  staat.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return staat;
}
