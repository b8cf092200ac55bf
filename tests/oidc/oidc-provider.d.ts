// The few parts of `oidc-provider` (a devDependency without its own types) the test provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Ctx = any;
  export interface Configuration {
    clients?: Record<string, unknown>[];
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, unknown>;
    pkce?: { required?: (ctx: Ctx, client: Ctx) => boolean };
    ttl?: Record<string, number | ((ctx: Ctx, token: Ctx, client: Ctx) => number)>;
    findAccount?: (ctx: Ctx, id: string) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> } | undefined>;
    loadExistingGrant?: (ctx: Ctx) => Promise<unknown>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Client: { prototype: { redirectUriAllowed(uri: string): boolean } };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
