import { z } from "@hono/zod-openapi";
import { Functiegebied, hasBits, heeftEnigRecht, type Guard, type UserPermissions } from "@/lib/permissions";
import type { Principal, TenantContext } from "./context";
import { MAX_INT } from "./invoer";

/**
 * Who may call a route:
 * - "tenant": a member of the administration named by `administratieNr` (the default);
 * - "user": any signed-in person (calls outside an administration);
 * - "public": anyone (still with X-CSRF).
 */
export type Access = "tenant" | "user" | "public";

/** A named permission check; the name appears in the API description as x-permission. */
export interface Permission {
  name: string;
  check: (p: UserPermissions) => boolean;
}

/** A route permission from one of the named guards of lib/permissions (spec §6). */
export function requires(guard: Guard): Permission {
  return { name: guard.key, check: (p) => guard(p) };
}

/**
 * What a tenant route without a permission of its own requires: some right in the administration
 * (a member without any role or right gets 403: §6 grants reading per function area).
 */
export const enigRecht: Permission = { name: "enigRecht", check: heeftEnigRecht };

/**
 * Any member, also one without rights: their own account and permissions, and the administration's
 * context the shell needs (name, logo, modules, school years and periods).
 */
export const iederLid: Permission = { name: "lid", check: () => true };

/**
 * Route-level form of a guard that needs the branch (spec §6: "vestiging details need read on
 * that item"): passes when some branch could pass it (any of `bits` in the Vestigingen area); the
 * service then applies the guard itself to the branch the call names.
 */
export function requiresVoorVestiging(guard: Guard, bits: number): Permission {
  return { name: guard.key, check: (p) => hasBits(p, Functiegebied.Vestigingen, bits) };
}

export interface UserContext {
  principal: Extract<Principal, { kind: "user" }>;
  gebruikerId: string;
  requestId: string;
}
export interface PublicContext {
  principal: Principal | null;
  requestId: string;
}

export type ContextFor<A extends Access> = A extends "tenant" ? TenantContext : A extends "user" ? UserContext : PublicContext;

type AnyObject = z.ZodObject<z.ZodRawShape>;
type Infer<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;

export interface RouteInput<P, Q, B> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
}

/** What a handler returns: with a response schema, what that schema accepts (checked by tsc), or a Response (files). */
type Answer<R> = R extends z.ZodType ? z.input<R> | Response : unknown;

export interface RouteDef<
  A extends Access,
  P extends AnyObject | undefined,
  Q extends AnyObject | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType | undefined = undefined,
> {
  method: "get" | "post" | "put" | "delete";
  /** Path under /api in OpenAPI form, e.g. "/Leerlingen/Details/{admnr}/{id}". A param named
   * `admnr` is the administration number and must equal `administratieNr`. */
  path: string;
  /** Dutch, one line: shown in the API description. */
  summary: string;
  access?: A;
  /** Checked before the input is parsed; object-level checks belong in the service. */
  permission?: Permission;
  params?: P;
  query?: Q;
  body?: B;
  /** "multipart" bodies are parsed by the handler (uploads); the schema documents the fields. */
  bodyType?: "json" | "multipart";
  /**
   * With bodyType "multipart": the body is left unread and the handler streams it from the raw
   * request (large uploads, lib/api/upload-stroom.ts) instead of it being held in memory.
   */
  stream?: boolean;
  /**
   * The largest request body this route reads, in bytes: a larger one is answered 413 before it is
   * read (by its content-length, or while a chunked body arrives), so no call holds more in memory.
   * Default JSON_MAX_BYTES; a multipart route read whole (not `stream`) must say its own (its
   * files' limit plus room for the other fields). Streamed routes cut off each file themselves
   * (upload-stroom.ts); every multipart route of the catalogue streams today.
   */
  maxBody?: number;
  /** "file" answers are sent as downloads (see files.ts). */
  answer?: "json" | "file";
  /**
   * The shape of a successful JSON answer (also of a file answer of a JSON type): documented in
   * /api/openapi (integrators generate clients from it) and checked against every answer the API
   * tests receive, so code and document cannot drift.
   */
  response?: R;
  /**
   * Content type(s) of a file answer, as documented (default application/octet-stream). A JSON
   * file is documented with `response` as its schema (its shape, not "binary").
   */
  fileType?: string | readonly string[];
  /** When a read (GET) can answer 409, why: documented with the route (writes document 409 anyway). */
  conflict?: string;
  /**
   * Query budget: the most SQL statements one call may send, authentication included, whatever
   * the number of rows (tests/api/query-budget.test.ts holds the route to it).
   */
  queries?: number;
  handler: (input: RouteInput<P, Q, B>, ctx: ContextFor<A>, req: Request) => Promise<Answer<R>> | Answer<R>;
}

/** The body limit of JSON calls (and of any call without a body of its own). */
export const JSON_MAX_BYTES = 2 * 1024 * 1024;

// The stored form loses the generic link between schemas and handler; defineRoute keeps it for callers.
export type AnyRoute = RouteDef<Access, AnyObject | undefined, AnyObject | undefined, z.ZodType | undefined, z.ZodType | undefined>;

export function defineRoute<
  A extends Access = "tenant",
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(def: RouteDef<A, P, Q, B, R>): AnyRoute {
  return def as unknown as AnyRoute;
}

// Shared schemas. Ids are decimal digits only ("0x10", " 1", "1e3" and "+1" are refused) and fit an
// `integer` column (1 … 2^31−1): one schema, so no route parses an id its own way.
const GEHEEL = /^[0-9]{1,10}$/;

/**
 * A whole number as sent in a path or query string (decimal digits only), documented as an
 * integer: ids, page numbers, counts. `min` defaults to 1, `max` to the column range.
 */
export const getalTekst = (description: string, opties: { min?: number; max?: number } = {}) => {
  const min = opties.min ?? 1;
  const max = opties.max ?? MAX_INT;
  return z
    .string({ error: "moet een geheel getal zijn" })
    .regex(GEHEEL, { error: "moet een geheel getal zijn (alleen cijfers)" })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: min === 0 ? "moet 0 of groter zijn" : min === 1 ? "moet groter dan 0 zijn" : `moet ${min} of groter zijn` })
        .max(max, { error: `mag hoogstens ${max} zijn` }),
    )
    .openapi({ type: "integer", minimum: min, maximum: max, description });
};

/** A positive id as sent in a path or query string. */
export const idTekst = (description: string) => getalTekst(description);

export const idParam = (description: string) => idTekst(description).openapi({ param: { required: true } });

export const uuidParam = (description: string) =>
  z.uuid({ error: "moet een geldige id (uuid) zijn" }).openapi({ description, param: { required: true } });

export const admnrParam = () => idParam("Nummer van de administratie (gelijk aan administratieNr)");

export const administratieNrQuery = z
  .string({ error: "geef het nummer van de administratie op (administratieNr)" })
  .regex(GEHEEL, { error: "administratieNr moet een geheel getal zijn (alleen cijfers)" })
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .positive({ error: "administratieNr moet groter dan 0 zijn" })
      .max(MAX_INT, { error: `administratieNr mag hoogstens ${MAX_INT} zijn` }),
  )
  .openapi({ type: "integer", minimum: 1, maximum: MAX_INT, description: "Nummer van de administratie", param: { required: true } });
