/// Pads `text` with spaces to `width` columns, on the left when `right` is true.
func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let fill = String(repeating: " ", count: max(0, width - text.count))
  return right ? fill + text : text + fill
}

/// A duration in seconds as three significant digits with an adaptive unit (`18.2 µs`).
func formatSeconds(_ seconds: Double) -> String {
  guard seconds.isFinite else { return "\(seconds)" }
  let magnitude = abs(seconds)
  if magnitude >= 1 { return "\(formatNumber(seconds)) s" }
  if magnitude >= 1e-3 { return "\(formatNumber(seconds * 1e3)) ms" }
  if magnitude >= 1e-6 { return "\(formatNumber(seconds * 1e6)) µs" }
  return "\(formatNumber(seconds * 1e9)) ns"
}

/// A number with three significant digits (at least as many as its integer part needs).
///
/// Integers print without a fraction; `49000.00000000001` prints as `49000`.
func formatNumber(_ value: Double) -> String {
  guard value.isFinite else { return "\(value)" }
  let magnitude = abs(value)
  var decimals = 0
  if magnitude < 1 {
    decimals = 3
  } else if magnitude < 10 {
    decimals = 2
  } else if magnitude < 100 {
    decimals = 1
  }
  return fixed(value, decimals: decimals)
}

/// `value` rounded to `decimals` fraction digits, without Foundation.
func fixed(_ value: Double, decimals: Int) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  guard scaled < 9e15 else { return "\(value)" }
  let whole = Int(scaled)
  let sign = value < 0 && whole != 0 ? "-" : ""
  let factor = Int(scale)
  let integerPart = String(whole / factor)
  guard decimals > 0 else { return sign + integerPart }
  let fraction = String(whole % factor)
  return sign + integerPart + "." + String(repeating: "0", count: decimals - fraction.count)
    + fraction
}
