/**
 * The client's address for the sign-in limits: the last entry of X-Forwarded-For. Next sets that
 * header to the socket's address when it is missing; a reverse proxy in front (nginx
 * `proxy_add_x_forwarded_for`, any load balancer) appends the address it saw, which is then the
 * last entry. Exposed without such a proxy a client could send its own header and pick its
 * address; the per-account limit holds regardless (docs/operations.md).
 */
export function clientAdres(headers: Headers): string | undefined {
  const laatste = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return laatste && laatste.length <= 100 ? laatste : undefined;
}
