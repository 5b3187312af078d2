/**
 * Requests no route can read, refused by the proxy with a 400 before Next.js routes them
 * (docs/decisions/http-and-input.md "Malformed requests are 400"): a path whose percent-encoding does not decode to
 * UTF-8 (RFC 3986 §2.1; `/status/%zz`, `/status/%`, the overlong `%C0%AF`), and a server action call
 * (`Next-Action` header, React's `encodeReply` body) whose body cannot be what `encodeReply` sends: empty,
 * text that is not JSON, or a multipart body without its boundary or that does not parse. Next.js would
 * throw on each while decoding, answer 500 and report it as a server error; none is ours to record.
 */

/** The header Next.js's client sends with a server action call (next/dist/client/components/app-router-headers). */
const ACTION_HEADER = "next-action";

/** True when every percent-escape of `path` is well formed and the escapes decode to valid UTF-8. */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Why a server action call's body cannot be decoded, or null when it may be (the action then checks it). */
async function actionBodyProblem(request: Request): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  if (type.toLowerCase().startsWith("multipart/form-data")) {
    if (!/;\s*boundary=/i.test(type)) return "A multipart body needs its boundary (RFC 7578 §4.1)";
    try {
      await request.clone().formData();
      return null;
    } catch {
      return "The multipart body does not parse";
    }
  }
  const body = await request.clone().text();
  if (body === "") return "A server action call needs a body";
  try {
    JSON.parse(body);
    return null;
  } catch {
    return "The server action call's body is not JSON";
  }
}

/** Why `request` is malformed (answered 400 with this text), or null when routing may go on. */
export async function malformedRequestProblem(request: Request): Promise<string | null> {
  if (!isDecodablePath(new URL(request.url).pathname)) return "The address is not valid percent-encoded UTF-8";
  if (request.method === "POST" && request.headers.has(ACTION_HEADER)) return actionBodyProblem(request);
  return null;
}
