extension IBReader {
  /// Reads the `<constraint>` elements held by the view `owner`; placeholder constraints
  /// (removed at build time) are skipped, invalid ones dropped with a warning.
  mutating func readConstraints(_ node: XMLElementNode, owner: XMLElementNode) -> [IBConstraint] {
    guard let ownerID = owner["id"] else { return [] }
    var result: [IBConstraint] = []
    for child in node.children {
      guard child.name == "constraint" else {
        unknownElement(child, in: owner)
        continue
      }
      if child["placeholder"] == "YES" { continue }
      if let constraint = readConstraint(child, ownerID: ownerID) { result.append(constraint) }
    }
    return result
  }

  /// The attributes a `<constraint>` may carry.
  static let constraintAttributes: Set<String> = [
    "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
    "multiplier", "constant", "priority", "identifier", "placeholder", "symbolic",
    "symbolType", "userLabel", "colorLabel",
  ]

  /// Reads one `<constraint>`.
  mutating func readConstraint(_ node: XMLElementNode, ownerID: String) -> IBConstraint? {
    let id = node["id"] ?? ""
    let name = "constraint \"\(id)\""
    for attribute in node.attributeNames
    where !Self.constraintAttributes.contains(attribute) {
      warn(node.line, "unsupported attribute \(attribute)= on \(name) (ignored)", id: id)
    }
    guard let firstText = node["firstAttribute"],
      let firstAttribute = IBLayoutAttribute(rawValue: firstText)
    else {
      let shown = node["firstAttribute"].map { "unsupported firstAttribute \"\($0)\"" }
      warn(node.line, "\(name) has \(shown ?? "no firstAttribute") (dropped)", id: id)
      return nil
    }
    var secondAttribute: IBLayoutAttribute?
    if let text = node["secondAttribute"] {
      guard let attribute = IBLayoutAttribute(rawValue: text) else {
        warn(node.line, "\(name) has unsupported secondAttribute \"\(text)\" (dropped)", id: id)
        return nil
      }
      secondAttribute = attribute
    }
    var relation = IBLayoutRelation.equal
    if let text = node["relation"] {
      guard let value = IBLayoutRelation(rawValue: text) else {
        warn(node.line, "\(name) has unsupported relation \"\(text)\" (dropped)", id: id)
        return nil
      }
      relation = value
    }
    var multiplier = 1.0
    if let text = node["multiplier"] {
      guard let value = Self.multiplier(text) else {
        warn(node.line, "\(name) has invalid multiplier \"\(text)\" (dropped)", id: id)
        return nil
      }
      multiplier = value
    }
    let secondItem = secondAttribute == nil ? nil : (node["secondItem"] ?? ownerID)
    if node["secondItem"] != nil, secondAttribute == nil {
      warn(node.line, "\(name) has a secondItem but no secondAttribute (dropped)", id: id)
      return nil
    }
    let priority = number(node, "priority") ?? 1000
    guard priority > 0, priority <= 1000 else {
      warn(node.line, "\(name) has priority \(priority) outside 1…1000 (dropped)", id: id)
      return nil
    }
    return IBConstraint(
      id: id, firstItem: node["firstItem"] ?? ownerID, firstAttribute: firstAttribute,
      relation: relation, secondItem: secondItem, secondAttribute: secondAttribute,
      multiplier: multiplier, constant: number(node, "constant") ?? 0,
      priority: priority, identifier: node["identifier"],
      owner: ownerID, line: node.line)
  }
}
