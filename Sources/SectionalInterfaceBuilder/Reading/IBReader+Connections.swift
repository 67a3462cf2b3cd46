extension IBReader {
  /// Reads the outlets, actions and segues of `source`'s `<connections>`.
  mutating func readConnections(_ node: XMLElementNode, source: XMLElementNode) -> [IBConnection] {
    guard let sourceID = source["id"] else { return [] }
    var result: [IBConnection] = []
    for child in node.children {
      let kind: IBConnection.Kind
      switch child.name {
      case "outlet", "outletCollection":
        guard let property = child["property"] else {
          missing("property", in: child, of: source)
          continue
        }
        kind =
          child.name == "outlet"
          ? .outlet(property: property) : .outletCollection(property: property)
      case "action":
        guard let selector = child["selector"] else {
          missing("selector", in: child, of: source)
          continue
        }
        kind = .action(selector: selector, eventType: child["eventType"])
      case "segue":
        guard let segueKind = child["kind"] else {
          missing("kind", in: child, of: source)
          continue
        }
        kind = .segue(
          kind: segueKind, relationship: child["relationship"], identifier: child["identifier"])
      default:
        unknownElement(child, in: source)
        continue
      }
      guard let destination = child["destination"] else {
        missing("destination", in: child, of: source)
        continue
      }
      result.append(
        IBConnection(
          kind: kind, id: child["id"] ?? "", source: sourceID, destination: destination,
          line: child.line))
    }
    return result
  }

  /// Warns that connection `child` of `source` lacks attribute `attribute`.
  mutating func missing(_ attribute: String, in child: XMLElementNode, of source: XMLElementNode) {
    warn(
      child.line,
      "<\(child.name)> \"\(child["id"] ?? "")\" of \(Self.describe(source)) has no \(attribute)= (dropped)",
      id: source["id"])
  }

  /// Reads `<userDefinedRuntimeAttributes>` of `owner`.
  mutating func readRuntimeAttributes(
    _ node: XMLElementNode, owner: XMLElementNode
  ) -> [IBRuntimeAttribute] {
    var result: [IBRuntimeAttribute] = []
    for child in node.children {
      guard child.name == "userDefinedRuntimeAttribute" else {
        unknownElement(child, in: owner)
        continue
      }
      guard let keyPath = child["keyPath"] else {
        warn(child.line, "runtime attribute without keyPath= in \(Self.describe(owner)) (dropped)")
        continue
      }
      let type = child["type"] ?? ""
      if let value = runtimeValue(child, type: type, owner: owner) {
        result.append(IBRuntimeAttribute(keyPath: keyPath, value: value, line: child.line))
      } else {
        warn(
          child.line,
          "runtime attribute \(keyPath) of type \"\(type)\" in \(Self.describe(owner)) "
            + "is not supported or has no value (dropped)", id: owner["id"])
      }
    }
    return result
  }

  /// The value of a `<userDefinedRuntimeAttribute>` of `type`: in its `value=` attribute or
  /// in a child with `key="value"`.
  mutating func runtimeValue(
    _ node: XMLElementNode, type: String, owner: XMLElementNode
  ) -> IBRuntimeValue? {
    let child = node.children.first { $0["key"] == "value" }
    switch type {
    case "string", "localizedString":
      if let text = node["value"] { return .string(text) }
      return child.map { .string($0.text) }
    case "number":
      if let value = number(node, "value") { return .number(value) }
      return child.flatMap { number($0, "value") }.map { .number($0) }
    case "boolean":
      let value = node["value"] ?? child?["value"]
      return value.map { .boolean($0 == "YES") }
    case "color":
      return child.flatMap { readColor($0, owner: owner) }.map { .color($0) }
    case "size":
      guard let child else { return nil }
      return .size(width: number(child, "width") ?? 0, height: number(child, "height") ?? 0)
    case "point":
      guard let child else { return nil }
      return .point(x: number(child, "x") ?? 0, y: number(child, "y") ?? 0)
    case "rect":
      guard let child else { return nil }
      let frame = rect(child)
      return .rect(
        x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
    case "image":
      return (node["value"] ?? child?["image"] ?? child?["name"]).map { .image($0) }
    case "nil":
      return IBRuntimeValue.none
    default:
      return nil
    }
  }
}
