-- Exercises the Lua VM broadly: arithmetic, strings, tables, closures, coroutines, metatables,
-- string patterns, integer/float formatting, sorting, errors.
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
print("fib", fib(24))
local t = {}
for i = 1, 2000 do t[i] = (i * 7919) % 1009 end
table.sort(t)
print("sorted", t[1], t[1000], t[2000], #t)
local words = {}
for w in ("the quick brown fox jumps over the lazy dog"):gmatch("%a+") do words[#words + 1] = w:upper() end
print(table.concat(words, ","))
print(string.format("%5.2f|%d|%x|%s|%q", math.pi, 2^40 // 1, 255, tostring(nil), "a\nb"))
local co = coroutine.wrap(function(a) for i = 1, 3 do a = coroutine.yield(a * i) end return "done" end)
print("co", co(2), co(3), co(4), co(5))
local V = setmetatable({}, {__index = function(_, k) return k * 2 end, __call = function(_, x) return x + 1 end})
print("meta", V[21], V(41))
local ok, err = pcall(function() error({code = 7}) end)
print("pcall", ok, type(err), err.code)
print("int/float", 7 // 2, 7 / 2, 7 % -3, -7 // 2, 1e300 * 1e10, math.maxinteger, math.mininteger)
print(("%s"):rep(3, "-"), utf8.char(72, 228, 8364), #utf8.char(8364))
local s = 0
for k, v in pairs({a = 1, b = 2, c = 3}) do s = s + v end
print("sum", s, select("#", 1, nil, 3), string.byte("A"), ("x"):byte())
print(string.pack and #string.pack("i4i8", 1, 2), load("return 6 * 7")())
