/**
 * Reads one cookie from a request's Cookie header: the value of the first `name=` pair, or
 * undefined. The server reads only its own two cookies (the language hint and the page session),
 * so a regex per name stands in for a cookie library.
 */
export function cookieReader(
  name: string,
): (cookieHeader: string | undefined) => string | undefined {
  const pair = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`);
  return (cookieHeader) => cookieHeader?.match(pair)?.[1];
}
