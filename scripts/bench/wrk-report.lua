-- wrk's script for the bench (scripts/bench/load.mjs): the request's method, body and headers from
-- the arguments, a new visitor per request when asked, and the result printed as one JSON line.
local visitors = false

init = function(args)
  wrk.method = args[1]
  if args[2] ~= "" then wrk.body = args[2] end
  visitors = args[3] == "visitors"
  for i = 4, #args, 2 do wrk.headers[args[i]] = args[i + 1] end
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
