-- wrk's script for the bench (scripts/bench/load.mjs): the request's method, body and headers from
-- the arguments, a new visitor per request when asked, a pace when asked, and the result printed as one JSON line.
local visitors = false
local pace = 0

init = function(args)
  wrk.method = args[1]
  if args[2] ~= "" then wrk.body = args[2] end
  visitors = args[3] == "visitors"
  -- Milliseconds each connection waits before its next request: a steady rate, not the most.
  if args[4] ~= "" then pace = tonumber(args[4]) end
  for i = 5, #args, 2 do wrk.headers[args[i]] = args[i + 1] end
  -- wrk calls a script's request() and delay() for every request when they exist: without a new
  -- visitor or a pace, it sends one request made once, and the generator leaves the CPU to the servers.
  if not visitors then request = nil end
  if pace == 0 then delay = nil end
end

delay = function()
  return pace
end

request = function()
  if visitors then
    wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(0, 255))
  end
  return wrk.format()
end

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"micros":%d,"p99Micros":%d,"failures":%d}\n',
    summary.requests, summary.duration, latency:percentile(99),
    errors.connect + errors.read + errors.write + errors.timeout + errors.status))
end
