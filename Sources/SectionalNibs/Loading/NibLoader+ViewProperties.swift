import Sectional
import SectionalInterfaceBuilder

extension NibLoader {
  /// Sets the properties every view shares.
  ///
  /// A view `placed` by the document gets its frame,
  /// autoresizing mask and `translatesAutoresizingMaskIntoConstraints`; a built-in view
  /// (a cell's content view or labels) keeps the place its owner gives it.
  ///
  /// `opaque` is a drawing hint with no effect on Sectional's output, and
  /// `insetsLayoutMarginsFromSafeArea` has none where there is no unsafe area: both are
  /// read and left (Documentation/InterfaceBuilder.md § Instantiation).
  func applyViewProperties(_ object: IBObject, to view: View, placed: Bool) {
    let properties = object.view
    if placed {
      if let frame = properties.frame { view.frame = frame }
      if let mask = properties.autoresizingMask { view.autoresizingMask = mask.autoresizingMask }
      if !properties.translatesAutoresizingMaskIntoConstraints {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
    }
    if properties.tag != 0 { view.tag = properties.tag }
    if properties.isHidden { view.isHidden = true }
    if properties.alpha != 1 { view.alpha = properties.alpha }
    if properties.clipsToBounds { view.clipsToBounds = true }
    if let interactive = properties.isUserInteractionEnabled {
      view.isUserInteractionEnabled = interactive
    }
    if let color = properties.backgroundColor {
      set(color, object, "backgroundColor") { view.backgroundColor = $0 }
    }
    if let color = properties.tintColor {
      set(color, object, "tintColor") { view.tintColor = $0 }
    }
    if let margins = properties.layoutMargins { view.layoutMargins = margins.edgeInsets }
    if properties.preservesSuperviewLayoutMargins == true {
      view.preservesSuperviewLayoutMargins = true
    }
    applyPriorities(properties, to: view)
    if let mode = properties.contentMode, let imageView = view as? ImageView {
      imageView.contentMode = mode.contentMode
    }
  }

  /// Sets the content-hugging and compression-resistance priorities the document gives.
  private func applyPriorities(_ properties: IBViewProperties, to view: View) {
    if let value = properties.horizontalHuggingPriority {
      view.setContentHuggingPriority(LayoutPriority(Float(value)), for: .horizontal)
    }
    if let value = properties.verticalHuggingPriority {
      view.setContentHuggingPriority(LayoutPriority(Float(value)), for: .vertical)
    }
    if let value = properties.horizontalCompressionResistancePriority {
      view.setContentCompressionResistancePriority(LayoutPriority(Float(value)), for: .horizontal)
    }
    if let value = properties.verticalCompressionResistancePriority {
      view.setContentCompressionResistancePriority(LayoutPriority(Float(value)), for: .vertical)
    }
  }

  /// Converts `color` and passes it to `assign`, or warns (naming `property`) and leaves the
  /// property's default.
  func set(
    _ color: IBColor, _ object: IBObject, _ property: String, assign: (Color) -> Void
  ) {
    switch color.color(resources: document.resources) {
    case .success(let value): assign(value)
    case .failure(let problem):
      warn(
        object.line, "\(problem.message) for \(property) of \(name(object.id)) (default kept)",
        object.id)
    }
  }

  /// Converts `font` and passes it to `assign`, or warns and leaves the default font.
  func set(_ font: IBFont, _ object: IBObject, assign: (Font) -> Void) {
    switch font.font() {
    case .success(let value): assign(value)
    case .failure(let problem):
      warn(
        object.line, "\(problem.message) for the font of \(name(object.id)) (default kept)",
        object.id)
    }
  }

  /// The image named `name` from the nib's bundle or the shared catalogue, or `nil` with a
  /// warning.
  func image(_ name: String, _ object: IBObject) -> Image? {
    if let image = Image(named: name, in: images) { return image }
    warn(
      object.line, "image \"\(name)\" of \(self.name(object.id)) is not found (not set)",
      object.id)
    return nil
  }

  /// Warns that `property`, set in the document, has no counterpart in Sectional.
  func unsupported(_ object: IBObject, _ property: String) {
    warn(
      object.line, "\(property) of \(name(object.id)) is not supported by Sectional (ignored)",
      object.id)
  }
}
