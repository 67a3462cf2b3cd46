import Sectional
import SectionalGraphics
import SectionalViews

/// One run of the table harness (``FuzzHarness/tableReport(_:traced:)``).
@MainActor
struct TableFuzzRun {
  /// The most operations one input runs.
  static let maximumOperations = 32
  /// Row heights a byte picks from: ordinary ones, then ones the table must correct.
  static let heights: [CGFloat] = [44, 20, 0, 100, 60.5, .nan, -5, .infinity, 1e308]
  /// Header heights a byte picks from (never automatic, so a fresh table measures nothing).
  static let headerHeights: [CGFloat] = [28, 0, 50, .nan, -3, 1e308]
  /// Scroll deltas a byte picks from.
  static let deltas: [Double] = [-500, -44, -1, 1, 44, 300, .nan, .infinity, 1e308, -1e9]
  /// Table sizes a byte picks from.
  static let sizes: [CGSize] = [
    CGSize(width: 320, height: 480), CGSize(width: 200, height: 100),
    CGSize(width: 320, height: 44), CGSize(width: CGFloat.nan, height: 300),
  ]
  /// Content insets a byte picks from.
  static let insets: [EdgeInsets] = [
    .zero, EdgeInsets(top: 20, left: 0, bottom: 10, right: 0),
    EdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0),
  ]

  /// The input being decoded.
  var input: FuzzInput
  /// Whether to record every operation.
  let traced: Bool
  /// The decoded operations, when traced.
  var trace: [String] = []
  /// The model behind the table.
  let model = FuzzTableModel()
  /// The window holding the table.
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
  /// The table under test, once built.
  var table: TableView?

  /// Creates a run over `bytes`.
  init(_ bytes: [UInt8], traced: Bool) {
    input = FuzzInput(bytes)
    self.traced = traced
  }

  /// Records a line when traced.
  mutating func note(_ line: @autoclosure () -> String) {
    if traced { trace.append(line()) }
  }

  /// A new table of `style` showing the model, laid out.
  func makeTable(_ style: TableView.Style, frame: CGRect) -> TableView {
    let table = TableView(frame: frame, style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.dataSource = model
    table.delegate = model
    return table
  }

  /// Decodes and runs the input; returns the first broken property.
  mutating func run() -> String? {
    guard let styleByte = input.choice(below: 2), let count = input.choice(below: 7) else {
      return nil
    }
    for _ in 0..<count {
      guard let title = input.choice(below: 2), let header = input.element(of: Self.headerHeights),
        let rows = input.choice(below: 9), let height = input.element(of: Self.heights)
      else { return nil }
      model.sections.append(
        model.makeSection(title: title == 1, headerHeight: header, rows: rows, height: height))
    }
    let table = makeTable(
      styleByte == 0 ? .plain : .grouped, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    self.table = table
    window.addSubview(table)
    table.layoutIfNeeded()
    note("build \(table.style) \(count) sections")
    if let failure = check(table) { return failure }
    for _ in 0..<Self.maximumOperations {
      guard let code = input.choice(below: TableFuzzOperation.allCases.count),
        let operation = TableFuzzOperation(rawValue: code)
      else { return nil }
      let result: String??
      switch operation {
      case .scroll: result = scroll(table)
      case .offset: result = offset(table)
      case .reload: result = reload(table)
      case .batch: result = batch(table)
      case .invalidBatch: result = invalidBatch(table)
      case .hook: result = hook(table)
      case .headers: result = headers(table)
      case .frame: result = frame(table)
      case .inset: result = inset(table)
      }
      guard let outcome = result else { return nil }
      if let failure = outcome { return failure }
      table.layoutIfNeeded()
      if let failure = check(table) { return failure }
    }
    return nil
  }

  /// Scrolls by a delta as the wheel does.
  mutating func scroll(_ table: TableView) -> String?? {
    guard let delta = input.element(of: Self.deltas) else { return nil }
    note("scroll by \(delta)")
    table.scrollWheel(by: CGPoint(x: 0, y: delta), with: nil)
    return .some(nil)
  }

  /// Sets the content offset to a fraction of the content.
  mutating func offset(_ table: TableView) -> String?? {
    guard let byte = input.byte() else { return nil }
    let y = (table.contentSize.height * (Double(byte) / 255 * 1.2 - 0.1)).rounded()
    note("contentOffset.y = \(y)")
    table.contentOffset = CGPoint(x: 0, y: y)
    return .some(nil)
  }

  /// Changes the model and reloads.
  mutating func reload(_ table: TableView) -> String?? {
    guard let change = TableFuzzChange.decoded(from: &input, model: model) else { return nil }
    note("reload after \(change)")
    change.apply(to: model)
    table.reloadData()
    return .some(nil)
  }

  /// A valid batch: the model changes inside the updates and the table is told; it must
  /// succeed.
  mutating func batch(_ table: TableView) -> String?? {
    guard let change = TableFuzzChange.decoded(from: &input, model: model) else { return nil }
    note("batch \(change)")
    let model = self.model
    var finished: Bool?
    let error = table.performBatchUpdates(
      {
        change.apply(to: model)
        change.record(in: table)
      }, completion: { finished = $0 })
    if let error { return .some("valid batch \(change) failed: \(error)") }
    if finished != true {
      return .some("valid batch \(change) completed with \(String(describing: finished))")
    }
    return .some(nil)
  }
}

extension TableFuzzRun {
  /// An invalid batch: it must fail and change nothing.
  ///
  /// Byte: the kind (a row the model did not report, two moves from one section, a section
  /// out of range).
  mutating func invalidBatch(_ table: TableView) -> String?? {
    guard let kind = input.choice(below: 3) else { return nil }
    let before = table.layoutDump()
    let model = self.model
    var finished: Bool?
    let count = model.sections.count
    var saved: [FuzzTableModel.Section]?
    switch kind {
    case 0 where count > 0:
      saved = model.sections
      model.sections[0].rows.append(model.makeRow(height: 44))
      note("invalid batch: a row added and not reported")
    case 1 where count > 1:
      note("invalid batch: two moves from section 0")
    default:
      note("invalid batch: delete section \(count)")
    }
    let error = table.performBatchUpdates(
      {
        switch kind {
        case 0 where count > 0: break
        case 1 where count > 1:
          table.moveSection(0, toSection: 1)
          table.moveSection(0, toSection: 0)
        default: table.deleteSections([count], with: .none)
        }
      }, completion: { finished = $0 })
    if let saved { model.sections = saved }
    if error == nil { return .some("an invalid batch (kind \(kind)) succeeded") }
    if finished != false {
      return .some("an invalid batch completed with \(String(describing: finished))")
    }
    if table.layoutDump() != before { return .some("an invalid batch changed the table") }
    return .some(nil)
  }

  /// Arms a call back into the table from inside one of its callbacks.
  ///
  /// Bytes: the callback,
  /// the action (reload after a change, a batch, one operation outside a batch, an offset, a
  /// scroll to a row, a layout pass) and the change.
  mutating func hook(_ table: TableView) -> String?? {
    guard let callbackByte = input.choice(below: FuzzTableModel.Callback.allCases.count),
      let action = input.choice(below: 6),
      let change = TableFuzzChange.decoded(from: &input, model: model), let byte = input.byte()
    else { return nil }
    let callback = FuzzTableModel.Callback(rawValue: callbackByte)!
    let model = self.model
    let y = Double(byte) * 4
    note("hook in \(callback): action \(action) (\(change), y \(y))")
    model.hook = (
      callback,
      { table in
        switch action {
        case 0:
          change.apply(to: model)
          table.reloadData()
        case 1:
          table.performBatchUpdates {
            guard change.fits(model) else { return }
            change.apply(to: model)
            change.record(in: table)
          }
        case 2:
          change.apply(to: model)
          change.record(in: table)
        case 3:
          table.contentOffset = CGPoint(x: 0, y: y)
        case 4:
          let sections = table.numberOfSections
          if let section = (0..<sections).first(where: { table.numberOfRows(inSection: $0) > 0 }) {
            table.scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)
          }
        default:
          table.layoutIfNeeded()
        }
      }
    )
    table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + 1)
    table.layoutIfNeeded()
    table.reloadData()
    model.hook = nil
    return .some(nil)
  }

  /// Lays the table out once with odd header views, then goes back to titles and reloads.
  ///
  /// The delegate returns one view for every header, a kept dequeued header or the table
  /// itself. Byte: the mode.
  mutating func headers(_ table: TableView) -> String?? {
    guard let mode = input.element(of: FuzzTableModel.HeaderMode.allCases) else { return nil }
    note("headers \(mode)")
    model.headerMode = mode
    table.reloadData()
    table.layoutIfNeeded()
    if table.superview !== window { return .some("the table left its window (headers \(mode))") }
    if let failure = strayViews(table) { return .some(failure) }
    table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + 50)
    table.layoutIfNeeded()
    if let failure = strayViews(table) { return .some(failure) }
    model.resetHeaders()
    table.reloadData()
    return .some(nil)
  }

  /// Changes the table's size.
  mutating func frame(_ table: TableView) -> String?? {
    guard let size = input.element(of: Self.sizes) else { return nil }
    note("frame \(size.width)x\(size.height)")
    table.frame = CGRect(origin: .zero, size: size)
    return .some(nil)
  }

  /// Changes the content inset.
  mutating func inset(_ table: TableView) -> String?? {
    guard let inset = input.element(of: Self.insets) else { return nil }
    note("contentInset \(inset.top) \(inset.bottom)")
    table.contentInset = inset
    return .some(nil)
  }

  /// The properties every state must have (see ``FuzzHarness/tableReport(_:traced:)``).
  func check(_ table: TableView) -> String? {
    if let violation = model.violations.first { return violation }
    if table.superview !== window { return "the table left its window" }
    if let failure = strayViews(table) { return failure }
    if !table.contentSize.height.isFinite || !table.contentOffset.y.isFinite {
      return "content height \(table.contentSize.height), offset \(table.contentOffset.y)"
    }
    let fresh = makeTable(table.style, frame: table.frame)
    fresh.contentInset = table.contentInset
    fresh.layoutIfNeeded()
    fresh.contentOffset = table.contentOffset
    let dump = table.layoutDump()
    let expected = fresh.layoutDump()
    if dump != expected {
      return "the table differs from a fresh one:\n\(dump)--- fresh:\n\(expected)"
    }
    return nil
  }

  /// A subview of the table that shows no visible element, if any.
  func strayViews(_ table: TableView) -> String? {
    var shown: [ObjectIdentifier] = table.visibleCells.map { ObjectIdentifier($0) }
    for section in 0..<table.numberOfSections {
      if let view = table.displayedHeaderView(forSection: section) {
        shown.append(ObjectIdentifier(view))
      }
      if let view = table.displayedFooterView(forSection: section) {
        shown.append(ObjectIdentifier(view))
      }
    }
    let allowed = Set(shown)
    if allowed.count != shown.count { return "one view shows two elements" }
    for view in table.subviews where !allowed.contains(ObjectIdentifier(view)) {
      return "a stray \(type(of: view)) at \(view.frame.sectionalDescription) is a subview"
    }
    return nil
  }
}
