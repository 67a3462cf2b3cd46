extension IBReader {
  /// Reads the attributes of the element's own class into `draft`.
  mutating func readOwnAttributes(_ node: XMLElementNode, into draft: inout IBObjectDraft) {
    switch node.name {
    case "label": readLabel(node, into: &draft.label)
    case "imageView":
      draft.imageView.image = node["image"]
      draft.imageView.highlightedImage = node["highlightedImage"]
    case "button": readButton(node, into: &draft.button)
    case "stackView": readStack(node, into: &draft.stack)
    case "tableView": readTable(node, into: &draft.table)
    case "tableViewCell": readCell(node, into: &draft.cell)
    case "tableViewHeaderFooterView": draft.reuseIdentifier = node["reuseIdentifier"]
    case "navigationBar":
      draft.bar.barStyle = node["barStyle"]
      draft.bar.isTranslucent = flag(node, "translucent") ?? true
      draft.bar.prefersLargeTitles = flag(node, "prefersLargeTitles") ?? false
    case "navigationItem":
      draft.item.title = node["title"]
      draft.item.largeTitleDisplayMode = node["largeTitleDisplayMode"]
    case "barButtonItem":
      draft.barButton.title = node["title"]
      draft.barButton.image = node["image"]
      draft.barButton.systemItem = node["systemItem"]
      draft.barButton.style = node["style"]
    case "viewController", "tableViewController", "navigationController":
      draft.controller.storyboardIdentifier = node["storyboardIdentifier"]
      draft.controller.title = node["title"]
      draft.controller.clearsSelectionOnViewWillAppear = flag(
        node, "clearsSelectionOnViewWillAppear")
    case "viewLayoutGuide":
      switch node["key"] {
      case "safeArea": draft.guide = .safeArea
      case "layoutMargins": draft.guide = .layoutMargins
      case let key:
        warn(
          node.line, "unsupported layout guide key \"\(key ?? "")\" on \(Self.describe(node))",
          id: node["id"])
      }
    case "viewControllerLayoutGuide":
      switch node["type"] {
      case "top": draft.guide = .topLayoutGuide
      case "bottom": draft.guide = .bottomLayoutGuide
      case let type:
        warn(
          node.line, "unsupported layout guide type \"\(type ?? "")\" on \(Self.describe(node))",
          id: node["id"])
      }
    case "placeholder": draft.placeholder = node["placeholderIdentifier"]
    default: return
    }
  }

  /// Reads a label's attributes.
  mutating func readLabel(_ node: XMLElementNode, into label: inout IBLabel) {
    label.text = node["text"]
    label.textAlignment = choice(node, "textAlignment", as: IBTextAlignment.self)
    label.numberOfLines = integer(node, "numberOfLines") ?? 1
    label.lineBreakMode = choice(node, "lineBreakMode", as: IBLineBreakMode.self)
    label.adjustsFontSizeToFitWidth = flag(node, "adjustsFontSizeToFit") ?? false
    label.minimumScaleFactor = number(node, "minimumScaleFactor")
    label.adjustsFontForContentSizeCategory =
      flag(node, "adjustsFontForContentSizeCategory") ?? false
    label.isEnabled = flag(node, "enabled") ?? true
    label.isHighlighted = flag(node, "highlighted") ?? false
  }

  /// Reads a button's attributes.
  mutating func readButton(_ node: XMLElementNode, into button: inout IBButton) {
    button.buttonType =
      node["buttonType"] == "custom" ? nil : choice(node, "buttonType", as: IBButtonType.self)
    button.contentHorizontalAlignment = node["contentHorizontalAlignment"]
    button.contentVerticalAlignment = node["contentVerticalAlignment"]
    button.lineBreakMode = choice(node, "lineBreakMode", as: IBLineBreakMode.self)
    button.isEnabled = flag(node, "enabled") ?? true
    button.isSelected = flag(node, "selected") ?? false
    button.isHighlighted = flag(node, "highlighted") ?? false
  }

  /// Reads a stack view's attributes.
  mutating func readStack(_ node: XMLElementNode, into stack: inout IBStackView) {
    stack.axis = choice(node, "axis", as: IBStackAxis.self) ?? .horizontal
    stack.alignment = choice(node, "alignment", as: IBStackAlignment.self) ?? .fill
    stack.distribution = choice(node, "distribution", as: IBStackDistribution.self) ?? .fill
    stack.spacing = number(node, "spacing") ?? 0
    stack.isBaselineRelativeArrangement = flag(node, "baselineRelativeArrangement") ?? false
    stack.isLayoutMarginsRelativeArrangement =
      flag(node, "layoutMarginsRelativeArrangement") ?? false
  }

  /// Reads a table view's attributes.
  mutating func readTable(_ node: XMLElementNode, into table: inout IBTableView) {
    table.style = choice(node, "style", as: IBTableViewStyle.self) ?? .plain
    table.separatorStyle = choice(node, "separatorStyle", as: IBSeparatorStyle.self) ?? .singleLine
    table.rowHeight = number(node, "rowHeight")
    table.estimatedRowHeight = number(node, "estimatedRowHeight")
    table.sectionHeaderHeight = number(node, "sectionHeaderHeight")
    table.sectionFooterHeight = number(node, "sectionFooterHeight")
    table.estimatedSectionHeaderHeight = number(node, "estimatedSectionHeaderHeight")
    table.estimatedSectionFooterHeight = number(node, "estimatedSectionFooterHeight")
    table.allowsSelection = flag(node, "allowsSelection") ?? true
    table.allowsMultipleSelection = flag(node, "allowsMultipleSelection") ?? false
    if node["dataMode"] == "static" {
      warn(
        node.line, "static cells in \(Self.describe(node)) are not supported (ignored)",
        id: node["id"])
    }
  }

  /// Reads a cell's attributes.
  mutating func readCell(_ node: XMLElementNode, into cell: inout IBTableViewCell) {
    cell.reuseIdentifier = node["reuseIdentifier"]
    cell.style = choice(node, "style", as: IBTableViewCellStyle.self)
    cell.rowHeight = number(node, "rowHeight")
    cell.selectionStyle = choice(node, "selectionStyle", as: IBCellSelectionStyle.self)
    cell.accessoryType = choice(node, "accessoryType", as: IBCellAccessoryType.self)
    cell.textLabelID = node["textLabel"]
    cell.detailTextLabelID = node["detailTextLabel"]
    cell.imageViewID = node["imageView"]
  }
}
