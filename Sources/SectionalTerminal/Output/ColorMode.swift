/// How the writer encodes colours: 24-bit truecolor or the xterm 256-colour palette.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
  /// `38;2;r;g;b` and `48;2;r;g;b`: every colour exact.
  case trueColor
  /// `38;5;n` and `48;5;n`: the nearest of the xterm palette's 6×6×6 cube and 24 greys.
  case palette256

  /// The mode a terminal supports, from its environment.
  ///
  /// Truecolor when `COLORTERM` is `truecolor` or `24bit` (the convention of VTE, iTerm2,
  /// kitty, tmux with `Tc`, and the termstandard/colors note); otherwise the 256-colour
  /// palette, which every xterm-compatible terminal of the last twenty years supports.
  public static func detect(environment: [String: String]) -> ColorMode {
    let value = environment["COLORTERM"]?.lowercased() ?? ""
    return value == "truecolor" || value == "24bit" ? .trueColor : .palette256
  }

  /// The SGR parameters that set the foreground (`background` false) or background to
  /// `color`, such as `38;2;255;0;0`.
  public func parameters(for color: CellColor, background: Bool) -> String {
    let lead = background ? "48" : "38"
    switch self {
    case .trueColor: return "\(lead);2;\(color.red);\(color.green);\(color.blue)"
    case .palette256: return "\(lead);5;\(Self.paletteIndex(for: color))"
    }
  }

  /// The xterm 256-colour palette index nearest to `color` (squared RGB distance) among
  /// the colour cube (indices 16–231, levels 0, 95, 135, 175, 215, 255) and the grey ramp
  /// (232–255, levels 8 + 10 i); the 16 system colours are left out because terminals
  /// theme them.
  public static func paletteIndex(for color: CellColor) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: UInt8) -> Int {
      var best = 0
      for index in 1..<levels.count
      where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) {
        best = index
      }
      return best
    }
    let r = nearestLevel(color.red)
    let g = nearestLevel(color.green)
    let b = nearestLevel(color.blue)
    func distance(_ red: Int, _ green: Int, _ blue: Int) -> Int {
      let dr = red - Int(color.red)
      let dg = green - Int(color.green)
      let db = blue - Int(color.blue)
      return dr * dr + dg * dg + db * db
    }
    let cube = distance(levels[r], levels[g], levels[b])
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let grey = min(max((average - 8 + 5) / 10, 0), 23)
    let level = 8 + 10 * grey
    if distance(level, level, level) < cube { return 232 + grey }
    return 16 + 36 * r + 6 * g + b
  }
}
