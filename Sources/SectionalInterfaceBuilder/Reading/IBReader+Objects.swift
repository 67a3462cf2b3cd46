extension IBReader {
  /// Reads an object element found inside `parent`; `nil` (with a diagnostic) when it has
  /// no id, since nothing could refer to it and UIKit would not load it either.
  mutating func readObject(_ node: XMLElementNode, parent: XMLElementNode) -> IBObject? {
    let known = IBVocabulary.objectElements.contains(node.name)
    guard let id = node["id"], !id.isEmpty else {
      if known {
        warn(node.line, "<\(node.name)> without an id in \(Self.describe(parent)) (ignored)")
        rememberIgnored(node)
      } else {
        unknownElement(node, in: parent)
      }
      return nil
    }
    if !known {
      warn(
        node.line,
        "unknown element <\(node.name)> \"\(id)\" in \(Self.describe(parent)) "
          + "(loaded without its own properties)", id: id)
    }
    var draft = IBObjectDraft(
      object: IBObject(id: id, element: node.name, kind: .unsupported, line: node.line))
    draft.object.key = node["key"]
    draft.object.customClass = node["customClass"]
    draft.object.customModule = node["customModule"]
    draft.object.userLabel = node["userLabel"]
    if known { checkAttributes(node) }
    if !known || IBVocabulary.viewElements.contains(node.name) {
      readViewAttributes(node, into: &draft.object.view)
    }
    readOwnAttributes(node, into: &draft)
    for child in node.children {
      readChild(child, of: node, into: &draft)
    }
    return draft.finished()
  }

  /// Warns about every attribute of `node` that is neither read nor design-time only.
  mutating func checkAttributes(_ node: XMLElementNode) {
    let own = IBVocabulary.elementAttributes[node.name] ?? []
    let isView = IBVocabulary.viewElements.contains(node.name)
    let supported = { (name: String) in
      IBVocabulary.designTime.contains(name) || own.contains(name)
        || (isView && IBVocabulary.viewAttributes.contains(name))
    }
    for (name, value) in node.attributes where !supported(name) {
      warn(
        node.line,
        "unsupported attribute \(name)=\"\(value)\" on \(Self.describe(node)) (ignored)",
        id: node["id"])
    }
  }

  /// Reads the attributes every view shares.
  mutating func readViewAttributes(_ node: XMLElementNode, into view: inout IBViewProperties) {
    view.contentMode = choice(node, "contentMode", as: IBContentMode.self)
    view.tag = integer(node, "tag") ?? 0
    view.isHidden = flag(node, "hidden") ?? false
    view.alpha = number(node, "alpha") ?? 1
    view.clipsToBounds = flag(node, "clipsSubviews") ?? false
    view.isOpaque = flag(node, "opaque")
    view.isUserInteractionEnabled = flag(node, "userInteractionEnabled")
    view.translatesAutoresizingMaskIntoConstraints =
      flag(node, "translatesAutoresizingMaskIntoConstraints") ?? true
    view.preservesSuperviewLayoutMargins = flag(node, "preservesSuperviewLayoutMargins")
    view.insetsLayoutMarginsFromSafeArea = flag(node, "insetsLayoutMarginsFromSafeArea")
    view.horizontalHuggingPriority = number(node, "horizontalHuggingPriority")
    view.verticalHuggingPriority = number(node, "verticalHuggingPriority")
    view.horizontalCompressionResistancePriority = number(
      node, "horizontalCompressionResistancePriority")
    view.verticalCompressionResistancePriority = number(
      node, "verticalCompressionResistancePriority")
  }

  /// Reads one child element of an object element.
  mutating func readChild(
    _ child: XMLElementNode, of node: XMLElementNode, into draft: inout IBObjectDraft
  ) {
    switch child.name {
    case "rect" where child["key"] == "frame": draft.object.view.frame = rect(child)
    case "autoresizingMask": draft.object.view.autoresizingMask = autoresizingMask(child)
    case "color": readColorProperty(child, of: node, into: &draft)
    case "fontDescription":
      let font = readFont(child, owner: node)
      if node.name == "button" { draft.button.font = font } else { draft.label.font = font }
    case "string" where child["key"] == "text" && node.name == "label":
      draft.label.text = child.text
    case "size" where child["key"] == "shadowOffset" && node.name == "label":
      draft.label.shadowOffset = .init(
        width: number(child, "width") ?? 0, height: number(child, "height") ?? 0)
    case "size" where child["key"] == "freeformSize",
      "point" where child["key"] == "canvasLocation":
      return
    case "inset", "edgeInsets", "directionalEdgeInsets":
      readInsetsProperty(child, of: node, into: &draft)
    case "state" where node.name == "button": readButtonState(child, of: node, into: &draft)
    case "imageReference" where child["key"] == "image" && node.name == "imageView":
      draft.imageView.image = child["image"]
    case "subviews":
      for subview in child.children {
        if let object = readObject(subview, parent: node) { draft.object.subviews.append(object) }
      }
    case "prototypes", "layoutGuides":
      for element in child.children {
        if let object = readObject(element, parent: node) { draft.object.children.append(object) }
      }
    case "constraints": draft.object.constraints += readConstraints(child, owner: node)
    case "connections": draft.object.connections += readConnections(child, source: node)
    case "userDefinedRuntimeAttributes":
      draft.object.runtimeAttributes += readRuntimeAttributes(child, owner: node)
    case "sections" where child.children.isEmpty: return
    case "sections", "variation", "attributedString", "buttonConfiguration":
      let what =
        [
          "sections": "static table content", "variation": "a size-class variation",
          "attributedString": "attributed text", "buttonConfiguration": "a button configuration",
        ][
          child.name] ?? child.name
      warn(
        child.line, "\(what) in \(Self.describe(node)) is not supported (ignored)", id: node["id"])
      if child.name == "sections" { rememberIgnored(child) }
    default:
      if IBVocabulary.designTimeElements.contains(child.name) { return }
      if IBVocabulary.objectElements.contains(child.name)
        || (child["id"] != nil && child["key"] != nil)
      {
        if let object = readObject(child, parent: node) { draft.object.children.append(object) }
      } else if child["key"] != nil {
        warn(
          child.line,
          "unsupported <\(child.name) key=\"\(child["key"] ?? "")\"> in \(Self.describe(node)) (ignored)",
          id: node["id"])
      } else {
        unknownElement(child, in: node)
      }
    }
  }

  /// Reads a `<color key=…>` into the property its key names.
  mutating func readColorProperty(
    _ child: XMLElementNode, of node: XMLElementNode, into draft: inout IBObjectDraft
  ) {
    guard let color = readColor(child, owner: node) else { return }
    switch (node.name, child["key"] ?? "") {
    case (_, "backgroundColor"): draft.object.view.backgroundColor = color
    case (_, "tintColor"): draft.object.view.tintColor = color
    case ("label", "textColor"): draft.label.textColor = color
    case ("label", "highlightedColor"): draft.label.highlightedTextColor = color
    case ("label", "shadowColor"): draft.label.shadowColor = color
    case ("tableView", "separatorColor"): draft.table.separatorColor = color
    case ("tableView", "sectionIndexColor"): draft.table.sectionIndexColor = color
    case ("navigationBar", "barTintColor"): draft.bar.barTintColor = color
    case (_, let key):
      warn(
        child.line, "unsupported colour \(key) in \(Self.describe(node)) (ignored)",
        id: node["id"])
    }
  }

  /// Reads an inset element into the property its key names.
  mutating func readInsetsProperty(
    _ child: XMLElementNode, of node: XMLElementNode, into draft: inout IBObjectDraft
  ) {
    let value = insets(child)
    switch (node.name, child["key"] ?? "") {
    case (_, "layoutMargins"), (_, "directionalLayoutMargins"):
      draft.object.view.layoutMargins = value
    case ("tableView", "separatorInset"): draft.table.separatorInset = value
    case ("tableViewCell", "separatorInset"): draft.cell.separatorInset = value
    case ("tableView", "contentInset"): draft.table.contentInset = value
    case ("button", "contentEdgeInsets"): draft.button.contentEdgeInsets = value
    case ("tableView", "scrollIndicatorInsets"): return
    case (_, let key):
      warn(
        child.line, "unsupported insets \(key) in \(Self.describe(node)) (ignored)",
        id: node["id"])
    }
  }

  /// Reads a button's `<state key=…>`.
  mutating func readButtonState(
    _ child: XMLElementNode, of node: XMLElementNode, into draft: inout IBObjectDraft
  ) {
    var state = IBButtonState(state: child["key"] ?? "normal")
    state.title = child["title"]
    state.image = child["image"]
    state.backgroundImage = child["backgroundImage"]
    for element in child.children {
      guard element.name == "color" else {
        if !IBVocabulary.designTimeElements.contains(element.name) {
          unknownElement(element, in: node)
        }
        continue
      }
      let color = readColor(element, owner: node)
      switch element["key"] {
      case "titleColor": state.titleColor = color
      case "titleShadowColor": state.titleShadowColor = color
      default:
        warn(element.line, "unsupported button state colour in \(Self.describe(node)) (ignored)")
      }
    }
    draft.button.states.append(state)
  }
}
