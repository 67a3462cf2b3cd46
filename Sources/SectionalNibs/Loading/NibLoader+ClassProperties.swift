import Sectional
import SectionalInterfaceBuilder

extension NibLoader {
  /// Sets the properties of the object's own class (label, image view, button, stack view,
  /// table, cell, navigation bar).
  func applyOwnProperties(_ object: IBObject, to view: View) {
    switch (object.kind, view) {
    case (.label(let label), let target as Label): apply(label, object, to: target)
    case (.imageView(let imageView), let target as ImageView):
      if let name = imageView.image { target.image = image(name, object) }
      if imageView.highlightedImage != nil { unsupported(object, "highlightedImage") }
    case (.button(let button), let target as Button): apply(button, object, to: target)
    case (.stackView(let stack), let target as StackView):
      target.axis = stack.axis.axis
      target.alignment = stack.alignment.alignment
      target.distribution = stack.distribution.distribution
      target.spacing = stack.spacing
      target.isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
      if stack.isBaselineRelativeArrangement {
        unsupported(object, "isBaselineRelativeArrangement")
      }
    case (.tableView(let table), let target as TableView): apply(table, object, to: target)
    case (.tableViewCell(let cell), let target as TableViewCell): apply(cell, object, to: target)
    case (.navigationBar(let bar), let target as NavigationBar):
      if let style = bar.barStyle {
        if let value = BarStyle(rawValue: style) {
          target.barStyle = value
        } else {
          unsupported(object, "barStyle \"\(style)\"")
        }
      }
      if let color = bar.barTintColor {
        set(color, object, "barTintColor") { target.barTintColor = $0 }
      }
      if !bar.isTranslucent { unsupported(object, "translucent=\"NO\"") }
      if bar.prefersLargeTitles { unsupported(object, "prefersLargeTitles") }
    default: break
    }
  }

  /// A label's text, font, colours, alignment and line breaking.
  private func apply(_ label: IBLabel, _ object: IBObject, to target: Label) {
    if let text = label.text { target.text = text }
    if let font = label.font { set(font, object) { target.font = $0 } }
    if let color = label.textColor { set(color, object, "textColor") { target.textColor = $0 } }
    if let color = label.shadowColor {
      set(color, object, "shadowColor") { target.shadowColor = $0 }
    }
    if let offset = label.shadowOffset { target.shadowOffset = offset }
    if let alignment = label.textAlignment { target.textAlignment = alignment.textAlignment }
    target.numberOfLines = label.numberOfLines
    if let mode = label.lineBreakMode { target.lineBreakMode = mode.lineBreakMode }
    if label.highlightedTextColor != nil { unsupported(object, "highlightedTextColor") }
    target.adjustsFontSizeToFitWidth = label.adjustsFontSizeToFitWidth
    if let factor = label.minimumScaleFactor { target.minimumScaleFactor = factor }
    if label.adjustsFontForContentSizeCategory { target.adjustsFontForContentSizeCategory = true }
    if !label.isEnabled { unsupported(object, "enabled=\"NO\"") }
    if label.isHighlighted { unsupported(object, "highlighted=\"YES\"") }
  }

  /// A button's per-state titles, colours and images, font, insets and state flags.
  private func apply(_ button: IBButton, _ object: IBObject, to target: Button) {
    if let type = button.buttonType, type != .system, type != .roundedRect {
      unsupported(object, "buttonType \"\(type.rawValue)\" (a system button loads)")
    }
    if let font = button.font { set(font, object) { target.titleLabel?.font = $0 } }
    if let mode = button.lineBreakMode { target.titleLabel?.lineBreakMode = mode.lineBreakMode }
    if let insets = button.contentEdgeInsets { target.contentEdgeInsets = insets.edgeInsets }
    for state in button.states {
      guard let controlState = IBControlNames.state(state.state) else {
        unsupported(object, "button state \"\(state.state)\"")
        continue
      }
      if let title = state.title { target.setTitle(title, for: controlState) }
      if let color = state.titleColor {
        set(color, object, "titleColor") { target.setTitleColor($0, for: controlState) }
      }
      if let name = state.image { target.setImage(image(name, object), for: controlState) }
      if state.backgroundImage != nil { unsupported(object, "backgroundImage") }
      if state.titleShadowColor != nil { unsupported(object, "titleShadowColor") }
    }
    for (name, value) in [
      ("contentHorizontalAlignment", button.contentHorizontalAlignment),
      ("contentVerticalAlignment", button.contentVerticalAlignment),
    ] {
      if let value, value != "center" { unsupported(object, "\(name) \"\(value)\"") }
    }
    if !button.isEnabled { target.isEnabled = false }
    if button.isSelected { target.isSelected = true }
    if button.isHighlighted { target.isHighlighted = true }
  }

  /// A table's separators, heights, insets and colours (its style came with `init(coder:)`).
  private func apply(_ table: IBTableView, _ object: IBObject, to target: TableView) {
    target.separatorStyle = table.separatorStyle.separatorStyle
    if let color = table.separatorColor {
      set(color, object, "separatorColor") { target.separatorColor = $0 }
    }
    if let inset = table.separatorInset { target.separatorInset = inset.edgeInsets }
    if let height = table.rowHeight { target.rowHeight = height }
    if let height = table.estimatedRowHeight { target.estimatedRowHeight = height }
    if let height = table.sectionHeaderHeight { target.sectionHeaderHeight = height }
    if let height = table.sectionFooterHeight { target.sectionFooterHeight = height }
    if let height = table.estimatedSectionHeaderHeight {
      target.estimatedSectionHeaderHeight = height
    }
    if let height = table.estimatedSectionFooterHeight {
      target.estimatedSectionFooterHeight = height
    }
    if let inset = table.contentInset { target.contentInset = inset.edgeInsets }
    if let color = table.sectionIndexColor {
      set(color, object, "sectionIndexColor") { target.sectionIndexColor = $0 }
    }
    if !table.allowsSelection { unsupported(object, "allowsSelection=\"NO\"") }
    if table.allowsMultipleSelection { unsupported(object, "allowsMultipleSelection") }
  }

  /// A cell's selection look, accessory and separator inset (its style and reuse identifier
  /// came with `init(coder:)`; a prototype's row height is design-time, as in UIKit).
  private func apply(_ cell: IBTableViewCell, _ object: IBObject, to target: TableViewCell) {
    if cell.selectionStyle == IBCellSelectionStyle.none { target.selectedBackgroundColor = nil }
    if let accessory = cell.accessoryType { target.accessoryType = accessory.accessoryType }
    if let inset = cell.separatorInset { target.separatorInset = inset.edgeInsets }
  }
}
