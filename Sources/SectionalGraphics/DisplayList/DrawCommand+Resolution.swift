extension DrawCommand {
  /// Whether a colour in the command is dynamic and must be resolved before a renderer sees
  /// it.
  var hasDynamicColor: Bool {
    switch self {
    case .fillRect(_, let color), .strokeRect(_, let color, _), .fillRoundedRect(_, _, let color),
      .strokeRoundedRect(_, _, let color, _), .line(_, _, let color, _):
      return color.isDynamic
    case .shadow(_, _, let shadow):
      return shadow.color.isDynamic
    case .text(let run):
      return run.color.isDynamic || (run.shadow?.color.isDynamic ?? false)
        || (run.attributedText?.hasDynamicColor ?? false)
    case .image, .pushClip, .pushRoundedClip, .popClip, .pushOpacity, .popOpacity,
      .pushTransform, .popTransform:
      return false
    }
  }

  /// The command with each colour resolved against `traits` (see
  /// ``Color/resolvedColor(with:)``).
  func resolved(with traits: TraitCollection) -> DrawCommand {
    switch self {
    case .fillRect(let rect, let color):
      return .fillRect(rect, color: color.resolvedColor(with: traits))
    case .strokeRect(let rect, let color, let width):
      return .strokeRect(rect, color: color.resolvedColor(with: traits), lineWidth: width)
    case .fillRoundedRect(let rect, let radius, let color):
      return .fillRoundedRect(rect, cornerRadius: radius, color: color.resolvedColor(with: traits))
    case .strokeRoundedRect(let rect, let radius, let color, let width):
      return .strokeRoundedRect(
        rect, cornerRadius: radius, color: color.resolvedColor(with: traits), lineWidth: width)
    case .line(let start, let end, let color, let width):
      return .line(from: start, to: end, color: color.resolvedColor(with: traits), lineWidth: width)
    case .shadow(let rect, let radius, var shadow):
      shadow.color = shadow.color.resolvedColor(with: traits)
      return .shadow(rect, cornerRadius: radius, shadow: shadow)
    case .text(var run):
      run.color = run.color.resolvedColor(with: traits)
      if var shadow = run.shadow {
        shadow.color = shadow.color.resolvedColor(with: traits)
        run.shadow = shadow
      }
      run.attributedText = run.attributedText?.resolved(with: traits)
      return .text(run)
    default:
      return self
    }
  }
}
