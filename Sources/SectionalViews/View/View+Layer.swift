import SectionalGraphics

extension View {
  /// The view's layer: border, corner radius, shadow and clipping, as `UIView.layer`.
  ///
  /// Never `nil`; made on first use, so views that never touch it carry no layer.
  public var layer: Layer {
    if let storedLayer { return storedLayer }
    let made = Layer(view: self)
    storedLayer = made
    return made
  }

  /// The layer's corner radius (`layer.cornerRadius`); 0 by default.
  ///
  /// Sectional's shorthand from before `layer`; UIView has no such property.
  public var cornerRadius: CGFloat {
    get { storedLayer?.cornerRadius ?? 0 }
    set { layer.cornerRadius = newValue }
  }

  /// The layer's border width (`layer.borderWidth`); 0 by default.
  ///
  /// Sectional's shorthand from before `layer`; UIView has no such property.
  public var borderWidth: CGFloat {
    get { storedLayer?.borderWidth ?? 0 }
    set { layer.borderWidth = newValue }
  }

  /// The layer's border colour (`layer.borderColor`); opaque black by default, clear when the
  /// layer's is `nil`.
  ///
  /// Sectional's shorthand from before `layer`; UIView has no such property.
  public var borderColor: Color {
    get {
      guard let storedLayer else { return Color(white: 0) }
      return storedLayer.borderColor?.color ?? Color(white: 0, alpha: 0)
    }
    set { layer.borderColor = newValue.cgColor }
  }

  /// Appends the layer's shadow, when it shows, under the view at `rect`.
  func renderShadow(of layer: Layer, in rect: CGRect, into list: inout DisplayList) {
    guard let shadow = layer.visibleShadow else { return }
    list.shadow(rect, cornerRadius: max(layer.cornerRadius, 0), shadow: shadow)
  }

  /// Appends the layer's border, when it shows, inside `rect` and above the subviews.
  func renderBorder(of layer: Layer, in rect: CGRect, into list: inout DisplayList) {
    let width = layer.borderWidth
    guard width > 0, let color = layer.visibleBorderColor else { return }
    let inset = rect.insetBy(dx: width / 2, dy: width / 2)
    guard !inset.isNull else { return }
    let radius = max(layer.cornerRadius, 0)
    if radius > 0 {
      list.strokeRoundedRect(
        inset, cornerRadius: max(radius - width / 2, 0), color: color, lineWidth: width)
    } else {
      list.stroke(inset, color: color, lineWidth: width)
    }
  }
}
