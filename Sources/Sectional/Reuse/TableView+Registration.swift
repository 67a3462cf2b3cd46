import SectionalViews

extension TableView {
  /// Registers a header/footer class for `identifier`, or removes the registration with `nil`.
  ///
  /// ``dequeueReusableHeaderFooterView(withIdentifier:)`` then makes instances with
  /// `init(reuseIdentifier:)` when the queue is empty.
  public func register(
    _ viewClass: TableViewHeaderFooterView.Type?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    let factory = viewClass.map { type in { type.init(reuseIdentifier: identifier) as View } }
    headerFooterRegistry.register(factory, for: identifier)
  }

  /// Registers a template for headers and footers: a closure that builds the prototype view,
  /// the equivalent of a storyboard prototype (Documentation/Recipes.md § 000).
  ///
  /// The closure may return any ``TableViewHeaderFooterView`` or ``TableViewCell``
  /// (Documentation/Recipes.md § 000 dequeues a prototype *cell* as its header); its reuse
  /// identifier is set to `identifier`.
  public func register(
    template: @escaping @MainActor () -> View, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterRegistry.register(
      {
        let view = template()
        TableView.setReuseIdentifier(identifier, of: view)
        return view
      }, for: identifier)
  }

  /// Registers a cell class for `identifier`, or removes the registration with `nil`.
  ///
  /// New cells are made with `init(style: .default, reuseIdentifier:)`.
  public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String)
  {
    let factory = cellClass.map { type in
      { type.init(style: .default, reuseIdentifier: identifier) }
    }
    cellRegistry.register(factory, for: identifier)
  }

  /// Registers a template cell: a closure that builds the prototype, the equivalent of a
  /// storyboard prototype cell (Documentation/Recipes.md § 000).
  ///
  /// The cell's reuse identifier is set to `identifier`.
  public func register(
    template: @escaping @MainActor () -> TableViewCell, forCellReuseIdentifier identifier: String
  ) {
    cellRegistry.register(
      {
        let cell = template()
        cell.reuseIdentifier = identifier
        return cell
      }, for: identifier)
  }

  /// A header or footer view for `identifier`: one that scrolled away, reset with
  /// `prepareForReuse()`, or a new one.
  ///
  /// Traps with a message naming the identifier when nothing is registered for it (UIKit
  /// returns `nil` for unregistered header identifiers; a silent missing header is harder to
  /// find than a clear failure).
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    let view = dequeueHeaderFooter(identifier)
    return view as? TableViewHeaderFooterView
  }

  /// A header or footer view of any class for `identifier`, as a template registered with
  /// ``register(template:forHeaderFooterViewReuseIdentifier:)`` may make.
  ///
  /// Traps with a message naming the identifier when nothing is registered for it.
  public func dequeueReusableHeaderFooterContent(withIdentifier identifier: String) -> View {
    dequeueHeaderFooter(identifier)
  }

  /// A cell for `identifier`: one that scrolled away, reset with `prepareForReuse()`, or a
  /// new one.
  ///
  /// Traps with UIKit's message naming the identifier ("unable to dequeue a cell with
  /// identifier …") when nothing is registered for it.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    dequeueCell(identifier)
  }

  /// A cell for `identifier` without an index path, as recipe 000's header-from-a-cell recipe
  /// uses; same behaviour as ``dequeueReusableCell(withIdentifier:for:)``.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    dequeueCell(identifier)
  }

  /// How many header or footer views the factory of `identifier` has made so far.
  public func createdHeaderFooterViewCount(forIdentifier identifier: String) -> Int {
    headerFooterRegistry.createdCounts[identifier] ?? 0
  }

  /// How many cells the factory of `identifier` has made so far.
  public func createdCellCount(forIdentifier identifier: String) -> Int {
    cellRegistry.createdCounts[identifier] ?? 0
  }

  /// Dequeues from the header/footer registry or traps naming the identifier.
  func dequeueHeaderFooter(_ identifier: String) -> View {
    guard let (view, reused) = headerFooterRegistry.dequeue(identifier) else {
      preconditionFailure(
        "unable to dequeue a header or footer view with identifier \(identifier) - "
          + "must register a class or a template for the identifier")
    }
    if reused { TableView.prepareForReuse(view) }
    return view
  }

  /// Dequeues from the cell registry or traps naming the identifier.
  func dequeueCell(_ identifier: String) -> TableViewCell {
    guard let (cell, reused) = cellRegistry.dequeue(identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier) - "
          + "must register a class or a template for the identifier")
    }
    if reused { cell.prepareForReuse() }
    return cell
  }

  /// Puts a view that left the screen back on its queue, if it has a reuse identifier.
  func enqueue(_ view: View) {
    if let cell = view as? TableViewCell, let identifier = cell.reuseIdentifier {
      if cellRegistry.isRegistered(identifier) {
        cellRegistry.enqueue(cell, for: identifier)
      } else {
        headerFooterRegistry.enqueue(cell, for: identifier)
      }
    } else if let header = view as? TableViewHeaderFooterView,
      let identifier = header.reuseIdentifier
    {
      headerFooterRegistry.enqueue(header, for: identifier)
    }
  }

  /// Calls `prepareForReuse()` on a header, footer or cell.
  static func prepareForReuse(_ view: View) {
    (view as? TableViewHeaderFooterView)?.prepareForReuse()
    (view as? TableViewCell)?.prepareForReuse()
  }

  /// Sets the reuse identifier of a header, footer or cell.
  static func setReuseIdentifier(_ identifier: String, of view: View) {
    (view as? TableViewHeaderFooterView)?.reuseIdentifier = identifier
    (view as? TableViewCell)?.reuseIdentifier = identifier
  }
}
