-- wrk's side of the bench's load generator (scripts/lib/load.mjs): LOAD_PATHS (one a line), LOAD_VISITORS ("1": an
-- X-Forwarded-For each), LOAD_PROBE (one request in LOAD_PROBE_EVERY, ten unless set, to it plus a number) and LOAD_PIPELINE in;
-- one line of JSON out.
local paths = {}
for line in (os.getenv("LOAD_PATHS") or "/"):gmatch("[^\n]+") do paths[#paths + 1] = line end
local visitors = os.getenv("LOAD_VISITORS") == "1"
local probe = os.getenv("LOAD_PROBE") or ""
local pipeline = tonumber(os.getenv("LOAD_PIPELINE") or "1")
local probeEvery = tonumber(os.getenv("LOAD_PROBE_EVERY") or "10")
-- LOAD_ENCODING: the Accept-Encoding every request sends (none unless set).
local encoding = os.getenv("LOAD_ENCODING") or ""
if encoding ~= "" then wrk.headers["Accept-Encoding"] = encoding end

-- A fixed request is built once by wrk itself; a changing one here, per request (its cost is in the figures).
if #paths > 1 or visitors or probe ~= "" then
  local sent = 0
  function request()
    -- Each thread's numbers start apart (`id` is set by setup below), so that their visitors' addresses differ.
    local n = sent + (id or 0) * 1000003
    sent = sent + 1
    local path = paths[(sent - 1) % #paths + 1]
    if probe ~= "" and n % probeEvery == probeEvery - 1 then path = probe .. n end
    local headers = {}
    if encoding ~= "" then headers["Accept-Encoding"] = encoding end
    if visitors then
      headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
    end
    return wrk.format("GET", path, headers)
  end
elseif pipeline > 1 then
  -- The same request `pipeline` times in one write: wrk counts each answer.
  local batch
  function request()
    batch = batch or string.rep(wrk.format("GET", paths[1], wrk.headers), pipeline)
    return batch
  end
end

-- With probes, a 404 is expected: statuses are counted here (wrk alone counts every status over 399).
local threads = {}
if probe ~= "" then
  unexpected = 0
  function response(status, headers, body)
    if status >= 300 and status ~= 404 then unexpected = unexpected + 1 end
  end
end
function setup(thread)
  thread:set("id", #threads)
  threads[#threads + 1] = thread
end

function done(summary, latency, requests)
  local e = summary.errors
  local statusErrors = e.status
  if probe ~= "" then
    statusErrors = 0
    for _, thread in ipairs(threads) do statusErrors = statusErrors + (thread:get("unexpected") or 0) end
  end
  io.write(string.format(
    '{"requests":%d,"errors":%d,"rps":%.3f,"p50":%.4f,"p99":%.4f,"bytes":%d,"failures":{"status":%d,"timeout":%d,"connection":%d}}\n',
    summary.requests, statusErrors + e.timeout + e.connect + e.read + e.write, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.bytes, statusErrors, e.timeout, e.connect + e.read + e.write))
end
