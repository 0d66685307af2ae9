// Talking to the server's HTTP API (crates/server/API.md): api() sends one request and turns
// every answer, network failures included, into {ok, status, data} or {ok: false, status, error};
// loadOptions() fetches what each format offers (GET /api/options) once and keeps it.

/** A request to the API: {ok, status, data} or {ok: false, status, error}. */
export async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = 'Bearer ' + token;
  let res;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    return { ok: false, status: 0, error: 'cannot reach the server (' + e.message + ')' };
  }
  let data = null;
  try {
    data = await res.json();
  } catch (_) {
    data = null;
  }
  if (!res.ok) {
    const error = data && data.error ? data.error : 'HTTP ' + res.status;
    return { ok: false, status: res.status, error };
  }
  return { ok: true, status: res.status, data };
}

let optionsCache = null;

/** The options for the forms (GET /api/options), fetched once; null if the server did not answer. */
export async function loadOptions() {
  if (optionsCache) return optionsCache;
  const r = await api('GET', '/api/options');
  if (r.ok) optionsCache = r.data;
  return optionsCache;
}
