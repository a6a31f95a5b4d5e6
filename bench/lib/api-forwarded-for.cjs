// For bench/api-reads.ts: each request comes "from" another address (X-Forwarded-For, with TRUST_PROXY=true), so
// the per-address limit of the public directory search does not answer 429 in place of the search being timed.
let n = 0;
module.exports = (request) => {
  n += 1;
  return {
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
  };
};
