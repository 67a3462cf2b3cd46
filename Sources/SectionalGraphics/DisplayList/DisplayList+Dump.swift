import Foundation

extension DisplayList {
  /// A deterministic text form of the list, one line per command, for snapshot tests.
  ///
  /// Commands inside a clip, opacity or transform group are indented two spaces per level;
  /// each group ends with an `end clip` / `end opacity` / `end transform` line at the level
  /// of its push. Numbers print as `sectionalDescription` prints geometry (integers without a fraction,
  /// rounded to 1/1000), colours as `#RRGGBBAA`, text quoted with `\n`, `\t`, `\"` and `\\`
  /// escapes. Every line ends with a newline; an empty list dumps as an empty string. For
  /// example:
  ///
  ///     fill (0, 0, 320, 22) #808080FF
  ///     clip (0, 0, 320, 22)
  ///       text "Section" in (10, 0, 300, 22) system-ui bold 16 #FFFFFFFF natural ...
  ///     end clip
  ///
  /// - Complexity: O(n) in the total size of the commands.
  public func dump() -> String {
    var output = ""
    var depth = 0
    for command in commands {
      if let group = command.poppedGroup {
        depth = Swift.max(depth - 1, 0)
        output += String(repeating: "  ", count: depth) + "end \(group.rawValue)\n"
        continue
      }
      output += String(repeating: "  ", count: depth) + command.dumpLine + "\n"
      if command.pushedGroup != nil { depth += 1 }
    }
    return output
  }
}

extension DrawCommand {
  /// The one-line text form used by ``DisplayList/dump()``.
  var dumpLine: String {
    switch self {
    case .fillRect(let rect, let color):
      return "fill \(rect.sectionalDescription) \(color)"
    case .strokeRect(let rect, let color, let lineWidth):
      return "stroke \(rect.sectionalDescription) \(color) width \(formatCoordinate(lineWidth))"
    case .fillRoundedRect(let rect, let radius, let color):
      return "fill rounded \(rect.sectionalDescription) radius \(formatCoordinate(radius)) \(color)"
    case .strokeRoundedRect(let rect, let radius, let color, let lineWidth):
      return
        "stroke rounded \(rect.sectionalDescription) radius \(formatCoordinate(radius)) \(color) "
        + "width \(formatCoordinate(lineWidth))"
    case .shadow(let rect, let radius, let shadow):
      return
        "shadow \(rect.sectionalDescription) radius \(formatCoordinate(radius)) \(shadow.color) "
        + "offset \(shadow.offset.sectionalDescription) blur \(formatCoordinate(shadow.blurRadius))"
    case .line(let start, let end, let color, let lineWidth):
      return
        "line \(start.sectionalDescription) -> \(end.sectionalDescription) \(color) width \(formatCoordinate(lineWidth))"
    case .text(let run):
      var line =
        "text \(quoted(run.text)) in \(run.rect.sectionalDescription) \(run.font) \(run.color) "
        + "\(run.alignment.rawValue) lines \(run.numberOfLines) \(run.lineBreakMode.rawValue)"
      if let shadow = run.shadow {
        line +=
          " shadow \(shadow.color) offset \(shadow.offset.sectionalDescription) "
          + "blur \(formatCoordinate(shadow.blurRadius))"
      }
      if let attributed = run.attributedText { line += attributed.dumpDescription }
      return line
    case .image(let image, let rect, let contentMode):
      return "image \(image) in \(rect.sectionalDescription) \(contentMode.rawValue)"
    case .pushClip(let rect):
      return "clip \(rect.sectionalDescription)"
    case .pushRoundedClip(let rect, let radius):
      return "clip rounded \(rect.sectionalDescription) radius \(formatCoordinate(radius))"
    case .pushOpacity(let opacity):
      return "opacity \(formatCoordinate(opacity))"
    case .pushTransform(let transform):
      return "transform \(transform)"
    case .popClip, .popOpacity, .popTransform:
      return "end \(poppedGroup!.rawValue)"
    }
  }
}

/// `text` in double quotes, with backslash escapes for quotes, backslashes and controls.
private func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}
