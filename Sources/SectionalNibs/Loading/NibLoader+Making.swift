import Sectional
import SectionalInterfaceBuilder

extension NibLoader {
  /// Makes `object` (a view, or a guide standing for one) and everything inside it, and
  /// records its constraints, connections and runtime attributes for `finish()`.
  ///
  /// `parent` is the view that holds it (its superview, or the cell of a content view).
  /// Returns `nil` for what does not become a view: controllers (not loaded here), layout
  /// guides, placeholders.
  func make(_ object: IBObject, parent: View?) -> View? {
    guard let view = view(for: object, parent: parent) else { return nil }
    objects[object.id] = view
    names[object.id] = "\(type(of: view)) \"\(object.id)\""
    made.append(view)
    let isBuiltIn = builtIn.contains(object.id)
    applyViewProperties(object, to: view, placed: !isBuiltIn)
    applyOwnProperties(object, to: view)
    for child in object.children {
      place(child, in: view, of: object)
    }
    for subview in object.subviews {
      guard let made = make(subview, parent: view) else { continue }
      if builtIn.contains(subview.id) { continue }
      if let stack = view as? StackView {
        stack.addArrangedSubview(made)
      } else {
        view.addSubview(made)
      }
    }
    constraints += object.constraints
    connections += object.connections
    runtimeAttributes += object.runtimeAttributes.map { (object.id, $0) }
    return view
  }

  /// The view `object` becomes: a built-in view of `parent` the document describes, or a new
  /// one of the object's class (its custom class when that is known and fits).
  private func view(for object: IBObject, parent: View?) -> View? {
    if let existing = objects[object.id] as? View, builtIn.contains(object.id) {
      return existing
    }
    switch object.kind {
    case .view, .unsupported: return makeView(View.self, object)
    case .label: return makeView(Label.self, object)
    case .imageView: return makeView(ImageView.self, object)
    case .button: return makeView(Button.self, object)
    case .stackView: return makeView(StackView.self, object)
    case .navigationBar: return makeView(NavigationBar.self, object)
    case .tableView(let table):
      return makeView(TableView.self, object, coder: NibCoder(tableStyle: table.style.tableStyle))
    case .tableViewCell(let cell):
      let made = makeView(
        TableViewCell.self, object,
        coder: NibCoder(cellStyle: cell.style?.cellStyle, reuseIdentifier: cell.reuseIdentifier))
      if let made { adoptBuiltInViews(of: made, cell) }
      return made
    case .tableViewHeaderFooterView(let reuseIdentifier):
      return makeView(
        TableViewHeaderFooterView.self, object, coder: NibCoder(reuseIdentifier: reuseIdentifier))
    case .tableViewCellContentView:
      if let cell = parent as? TableViewCell { return cell.contentView }
      warn(object.line, "a cell content view outside a cell loads as a plain view", object.id)
      return makeView(View.self, object)
    case .viewController, .tableViewController, .navigationController, .navigationItem,
      .barButtonItem:
      warn(
        object.line,
        "<\(object.element)> \"\(object.id)\" is not loaded: view controllers and their items "
          + "load with storyboards", object.id)
      return nil
    case .layoutGuide, .placeholder, .exit:
      return nil
    }
  }

  /// A new `Base` for `object`, made with `init(coder:)`.
  ///
  /// It is of the object's custom class when one is named, known and a `Base`; else `Base`
  /// itself, with a warning naming the class. `nil`
  /// (with a warning) only if `init(coder:)` fails, which Sectional's own classes never do.
  private func makeView<Base: View>(
    _ base: Base.Type, _ object: IBObject, coder: NibCoder = NibCoder()
  ) -> Base? {
    if let className = object.customClass {
      let found: AnyObject.Type? = NibClasses.lookUp(className, module: object.customModule)
      if let custom = found as? Base.Type, let view = custom.init(coder: coder) {
        return view
      }
      let reason =
        found == nil
        ? "unknown class \"\(className)\" (register it with NibClasses.register)"
        : "class \"\(className)\" is not a \(Base.self)"
      warn(
        object.line, "\(reason): <\(object.element)> \"\(object.id)\" loads as \(Base.self)",
        object.id)
    }
    if let view = Base(coder: coder) { return view }
    warn(
      object.line, "init(coder:) of \(Base.self) failed: \"\(object.id)\" is not loaded", object.id)
    return nil
  }

  /// Registers the built-in labels and image view of a styled cell under the ids the
  /// document gives them, so that the document's views configure them.
  private func adoptBuiltInViews(of cell: TableViewCell, _ model: IBTableViewCell) {
    if let id = model.textLabelID, let label = cell.textLabel { adopt(label, as: id) }
    if let id = model.detailTextLabelID, let label = cell.detailTextLabel { adopt(label, as: id) }
    if let id = model.imageViewID, let imageView = cell.imageView { adopt(imageView, as: id) }
  }

  /// Records `view` as the object `id`, made by its owner rather than by the loader.
  private func adopt(_ view: View, as id: String) {
    objects[id] = view
    builtIn.insert(id)
  }

  /// Places a keyed child of `view`: a cell's or header's content view, a table's prototype
  /// cells, header and footer views, layout guides.
  private func place(_ child: IBObject, in view: View, of object: IBObject) {
    switch child.kind {
    case .layoutGuide(let kind):
      placeGuide(child, kind, in: view)
      return
    case .tableViewCell(let cell):
      if let table = view as? TableView {
        registerPrototype(child, cell, in: table)
        return
      }
    default: break
    }
    if child.key == "contentView" {
      let content =
        (view as? TableViewCell)?.contentView
        ?? (view as? TableViewHeaderFooterView)?.contentView
      guard let content else {
        warn(
          child.line, "a content view of \(name(object.id)) has no place in Sectional (not added)",
          child.id)
        return
      }
      objects[child.id] = content
      builtIn.insert(child.id)
      _ = make(child, parent: view)
      return
    }
    guard let made = make(child, parent: view) else { return }
    switch (child.key, view) {
    case ("tableHeaderView", let table as TableView): table.tableHeaderView = made
    case ("tableFooterView", let table as TableView): table.tableFooterView = made
    case ("backgroundView", let cell as TableViewCell): cell.insertSubview(made, at: 0)
    default:
      warn(
        child.line,
        "<\(child.element) key=\"\(child.key ?? "")\"> of \(name(object.id)) has no place in "
          + "Sectional (not added)", child.id)
    }
  }

  /// Maps a layout guide of `view` to what constraints use for it: the margins guide, or
  /// the view itself for the safe area (no Linux host has unsafe areas).
  private func placeGuide(_ guide: IBObject, _ kind: IBLayoutGuideKind, in view: View) {
    switch kind {
    case .layoutMargins: objects[guide.id] = view.layoutMarginsGuide
    case .safeArea: objects[guide.id] = view
    case .topLayoutGuide, .bottomLayoutGuide:
      warn(
        guide.line,
        "view controller layout guide \"\(guide.id)\" is not supported (constraints to it are "
          + "dropped)", guide.id)
    }
    names[guide.id] = "\(kind.rawValue) guide \"\(guide.id)\""
  }
}
