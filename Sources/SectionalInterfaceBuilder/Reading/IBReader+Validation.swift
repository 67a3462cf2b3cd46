extension IBReader {
  /// Checks every reference of `document` against its ids: duplicate ids are reported, and
  /// constraints, connections and the initial view controller that refer to a missing
  /// object are dropped with an error (a warning when the object was skipped on purpose).
  mutating func validate(_ document: inout IBDocument) {
    var ids: Set<String> = []
    document.forEachObject { object in
      if !ids.insert(object.id).inserted {
        warn(object.line, "duplicate id \"\(object.id)\" on \(object.element)", id: object.id)
      }
    }
    if let initial = document.initialViewControllerID, !ids.contains(initial) {
      error(1, "the initial view controller \"\(initial)\" does not exist (ignored)")
      document.initialViewControllerID = nil
    }
    for index in document.scenes.indices {
      for object in document.scenes[index].objects.indices {
        validate(&document.scenes[index].objects[object], ids: ids)
      }
    }
    for index in document.objects.indices { validate(&document.objects[index], ids: ids) }
  }

  /// Validates `object` and everything inside it.
  mutating func validate(_ object: inout IBObject, ids: Set<String>) {
    let name = "\(object.element) \"\(object.id)\""
    object.constraints.removeAll { constraint in
      for item in [constraint.firstItem, constraint.secondItem].compactMap(\.self)
      where !ids.contains(item) {
        reportMissing(
          item, line: constraint.line, owner: object.id,
          what: "constraint \"\(constraint.id)\" in \(name)")
        return true
      }
      return false
    }
    object.connections.removeAll { connection in
      guard !ids.contains(connection.destination) else { return false }
      let what: String
      switch connection.kind {
      case .outlet(let property), .outletCollection(let property):
        what = "outlet \"\(property)\" of \(name)"
      case .action(let selector, _): what = "action \"\(selector)\" of \(name)"
      case .segue(let kind, _, _): what = "\(kind) segue \"\(connection.id)\" of \(name)"
      }
      reportMissing(connection.destination, line: connection.line, owner: object.id, what: what)
      return true
    }
    if case .tableViewCell(var cell) = object.kind {
      for (label, id) in [
        ("textLabel", cell.textLabelID), ("detailTextLabel", cell.detailTextLabelID),
        ("imageView", cell.imageViewID),
      ] {
        guard let id, !ids.contains(id) else { continue }
        reportMissing(id, line: object.line, owner: object.id, what: "\(label) of \(name)")
        switch label {
        case "textLabel": cell.textLabelID = nil
        case "detailTextLabel": cell.detailTextLabelID = nil
        default: cell.imageViewID = nil
        }
      }
      object.kind = .tableViewCell(cell)
    }
    for index in object.children.indices { validate(&object.children[index], ids: ids) }
    for index in object.subviews.indices { validate(&object.subviews[index], ids: ids) }
  }

  /// Reports that `what` refers to `id`, which is missing (an error) or was skipped (a
  /// warning).
  mutating func reportMissing(_ id: String, line: Int, owner: String, what: String) {
    if ignoredIDs.contains(id) {
      warn(line, "\(what) refers to \"\(id)\", which was ignored (dropped)", id: owner)
    } else {
      error(line, "\(what) refers to missing object \"\(id)\" (dropped)", id: owner)
    }
  }
}
