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
  /// `prepareForReuse()`, or a new one; `nil` when nothing is queued and nothing is registered
  /// for it, as UIKit's (so `if header == nil { make one }` code works).
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    guard let (view, reused) = headerFooterRegistry.dequeue(identifier) else { return nil }
    if reused { TableView.prepareForReuse(view) }
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
  /// identifier … - must register a nib or a class for the identifier or connect a prototype
  /// cell in a storyboard") when nothing is queued or registered for it. While
  /// ``reconfigureRows(at:)`` configures a row again, dequeuing its identifier for its index
  /// path returns its existing cell, untouched, as UIKit's does.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let reconfiguring, reconfiguring.row == RowPosition(indexPath),
      reconfiguring.cell.reuseIdentifier == identifier
    {
      return reconfiguring.cell
    }
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(TableView.unregisteredCellMessage(identifier))
    }
    return cell
  }

  /// A cell for `identifier` without an index path: one that scrolled away (registered or
  /// not, as UIKit queues every cell with a reuse identifier), a new one from the registered
  /// class or template, or `nil` when there is neither, as UIKit's (the classic
  /// `if cell == nil { cell = TableViewCell(style:reuseIdentifier:) }` pattern relies on it).
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    guard let (cell, reused) = cellRegistry.dequeue(identifier) else { return nil }
    if reused { cell.prepareForReuse() }
    return cell
  }

  /// The message of the trap for an identifier with no cell class, template or queued cell,
  /// UIKit's words.
  static func unregisteredCellMessage(_ identifier: String) -> String {
    "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
      + "for the identifier or connect a prototype cell in a storyboard"
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

  /// Puts a view that left the screen back on its queue, if it has a reuse identifier.
  ///
  /// A cell shown as a row goes back to the cell queue even when its identifier has no
  /// registration (a cell the data source made itself, as UIKit queues it); a cell shown as a
  /// header or footer (a template) goes to the header and footer queue.
  func enqueue(_ view: View, asRow: Bool) {
    if let cell = view as? TableViewCell, let identifier = cell.reuseIdentifier {
      if asRow || cellRegistry.isRegistered(identifier) {
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
