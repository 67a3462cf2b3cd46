import SectionalGraphics
import SectionalLayout
import SectionalViews

/// A scrolling list of rows in sections with headers and footers, as UIKit's `UITableView`.
///
/// The table asks its ``dataSource`` and ``delegate`` for counts, heights and views, builds a
/// `TableLayout` from them on ``reloadData()`` and shows only what intersects its bounds:
/// cells, headers and footers come from reuse queues and go back to them when they scroll
/// away. Plain tables pin headers to the top and footers to the bottom (with push-off); pinned
/// views are drawn above the rows. It is a `ScrollView`, as UIKit's table is a scroll view:
/// the bounds origin is the ``contentOffset``, and its ``delegate`` hears scrolling too.
open class TableView: ScrollView {
  /// The table's elements are its visible headers, rows and footers section by section, in
  /// layout order (see `accessibilityElementsInLayoutOrder`).
  open override var defaultAccessibilityElements: [Any]? { accessibilityElementsInLayoutOrder }

  /// The value that asks the table to choose a height itself (UIKit's
  /// `UITableView.automaticDimension`, -1).
  public static let automaticDimension: CGFloat = -1

  /// Where ``TableView/scrollToRow(at:at:animated:)`` puts the row, as UIKit's
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Hashable, Sendable {
    /// The least scrolling that makes the row fully visible.
    case none
    /// The row's top at the top of the visible area.
    case top
    /// The row centred in the visible area.
    case middle
    /// The row's bottom at the bottom of the visible area.
    case bottom
  }

  /// The style, fixed at creation.
  public let style: TableView.Style
  /// The metric profile the layout and the default looks use.
  ///
  /// Default: `TableMetrics/iOS15`. Changing it reloads the data.
  public var metrics: TableMetrics = .iOS15 {
    didSet { reloadData() }
  }
  /// UIKit's layout rules that surprise people (see `TableQuirks`), all on by default
  /// (`TableQuirks.uikit`); changing it reloads the data.
  ///
  /// With `TableQuirks/groupedZeroHeightMeansDefault` (on by default) a header or footer
  /// height of 0 in a grouped style means the default height, as UIKit reads it; return
  /// `CGFloat.leastNormalMagnitude` to hide one (Documentation/TableMetrics.md § Header and
  /// footer heights). `TableQuirks.none` makes 0 hide it instead.
  public var quirks: TableQuirks = .uikit {
    didSet { if quirks != oldValue { reloadData() } }
  }
  /// The object that provides counts and cells; held weakly as in UIKit.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet {
      needsReload = true
      setNeedsLayout()
    }
  }
  /// The object that provides heights and header views and hears events and scrolling;
  /// held weakly.
  ///
  /// The scroll view's delegate, as in UIKit: a ``TableViewDelegate`` (which refines
  /// `ScrollViewDelegate`) is asked for heights and views; a plain `ScrollViewDelegate` only
  /// hears scrolling. Reading it gives a scroll-view delegate (Swift cannot narrow the type of
  /// an inherited property as Objective-C does); cast it to read the table delegate.
  open override var delegate: (any ScrollViewDelegate)? {
    didSet {
      tableDelegate = delegate as? any TableViewDelegate
      defaultsAnswered = DelegateDefaults()
      needsReload = true
      setNeedsLayout()
    }
  }
  /// ``delegate`` as a table delegate, set with it: the one the table asks and tells.
  weak var tableDelegate: (any TableViewDelegate)?
  /// The height of every row when the delegate does not give one.
  ///
  /// Default: ``automaticDimension``: rows size themselves (see
  /// ``TableViewDelegate/tableView(_:heightForRowAt:)``).
  public var rowHeight: CGFloat = TableView.automaticDimension
  /// The first guess for automatic rows; default ``automaticDimension`` (the profile's 44 pt),
  /// as in UIKit from iOS 11.
  public var estimatedRowHeight: CGFloat = TableView.automaticDimension
  /// The first guess for untitled automatic headers; default ``automaticDimension`` (the
  /// profile's header height); `0` turns header self-sizing off, as in UIKit.
  public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
  /// The first guess for untitled automatic footers; `0` by default, so footers without a
  /// title, height or estimate do not exist.
  ///
  /// UIKit's default since iOS 11 is ``automaticDimension``, which gives every footer-less section
  /// a phantom estimate until it scrolls into view; here footers self-size only when an estimate is
  /// set (UIKit's behaviour before iOS 11, Documentation/TableMetrics.md § Estimates and
  /// self-sizing).
  public var estimatedSectionFooterHeight: CGFloat = 0
  /// The height of every header when the delegate does not give one.
  ///
  /// Default: ``automaticDimension``: the profile's height for titled sections, none for
  /// untitled ones (Documentation/TableMetrics.md).
  public var sectionHeaderHeight: CGFloat = TableView.automaticDimension
  /// The height of every footer when the delegate does not give one; same rule as headers.
  public var sectionFooterHeight: CGFloat = TableView.automaticDimension
  /// Extra space above every section header (UIKit's iOS 15 `sectionHeaderTopPadding`).
  ///
  /// Default: ``automaticDimension``, the profile's padding (22 pt in plain style from iOS 15,
  /// 0 otherwise, `UITableConstants_IOS`).
  public var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension
  /// How separators are drawn; ``TableViewCell/SeparatorStyle/singleLine`` by default.
  public var separatorStyle: TableViewCell.SeparatorStyle = .singleLine {
    didSet { setNeedsDisplay() }
  }
  /// The separators' colour; UIKit's `separator` colour by default.
  public var separatorColor: Color? = .separator {
    didSet { setNeedsDisplay() }
  }
  /// The default separator inset of the cells; `nil` keeps each cell's own.
  ///
  /// When set, every cell the table shows whose own `separatorInset` was never set takes it;
  /// a cell that set its own keeps it, as in UIKit.
  public var separatorInset: EdgeInsets? {
    didSet { setNeedsDisplay() }
  }
  /// The height of the empty "filler" rows drawn below the last section.
  ///
  /// Default `0`: none, as in UIKit from iOS 15. ``automaticDimension`` repeats the last
  /// row's height. Filler separators are never drawn when a ``tableFooterView`` is set, as in
  /// UIKit before iOS 15 (recipe 003's `tableFooterView = View()`).
  public var fillerRowHeight: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }
  /// The view above the first section.
  ///
  /// The table sets its width and gives it the height of its Auto Layout content at that width (its
  /// frame's height when no constraints give one), and re-sizes it on the next layout pass after
  /// that content changes, with no `setNeedsLayout()` or ``sizeHeaderToFit()`` (UIKit respects only
  /// the frame's height: Documentation/Recipes.md § 002).
  public var tableHeaderView: View? {
    didSet { replaceTableView(oldValue, with: tableHeaderView, as: .tableHeader) }
  }
  /// The view below the last section, sized and re-sized as ``tableHeaderView``.
  public var tableFooterView: View? {
    didSet { replaceTableView(oldValue, with: tableFooterView, as: .tableFooter) }
  }
  /// Space around the content that scrolling can reach, and the area headers pin inside.
  ///
  /// Changing it re-lays out the table and keeps every view and measured height, as UIKit's.
  open override var contentInset: EdgeInsets {
    didSet {
      if !(contentInset.top.isFinite && contentInset.left.isFinite
        && contentInset.bottom.isFinite && contentInset.right.isFinite)
      {
        contentInset = checkedInset(contentInset)
      }
      contentInsetDidChange(from: oldValue)
    }
  }

  /// The geometry built by the last reload, `nil` before the first.
  public internal(set) var layout: TableLayout? {
    didSet { layoutRevision &+= 1 }
  }
  /// A counter bumped by every change of ``layout``, so a layout pass can tell whether the
  /// views still match it.
  var layoutRevision = 0
  /// The bounds and ``layoutRevision`` the views were last placed for.
  var tiledState: (bounds: CGRect, revision: Int)?
  /// Whether the next layout pass must reload the data.
  @usableFromInline var needsReload = true
  /// The header and footer registry.
  var headerFooterRegistry = ReuseRegistry<View>()
  /// The cell registry.
  var cellRegistry = ReuseRegistry<TableViewCell>()
  /// Header titles per section, asked on reload.
  var headerTitles: [String?] = []
  /// Footer titles per section, asked on reload.
  var footerTitles: [String?] = []
  /// The header, footer and cell views on screen, the elements of the last tiling pass and
  /// the pinned headers' push progress.
  var displayed = DisplayedViews()
  /// What still has to be measured: untitled automatic headers and footers and automatic rows.
  var sizing = SelfSizingState()
  /// Whether self-sized heights must be measured again (`TableView+ContentSizeCategory.swift`).
  var needsContentSizeRemeasure = false
  /// The section index column, when the data source gives titles.
  var sectionIndexView: SectionIndexView?
  /// The section each index title scrolled to when last touched (`nil`: not since reload).
  var sectionIndexSections: [Int?] = []
  /// The section index colours, the separator inset reference and the readable width flag.
  var surface = TableSurfaceSettings()
  /// The colour of the section index titles; `nil` uses the tint colour, as UIKit does.
  public var sectionIndexColor: Color? {
    didSet { sectionIndexView?.titleColor = sectionIndexColor ?? tintColor }
  }
  /// How many of the table's animations are running on `animator`.
  var animationsRunning = 0
  /// Completions of batches whose animations still run; called when the last one ends.
  var batchCompletions: [(Bool) -> Void] = []
  /// The open reload, tiling or batch passes and the calls waiting for them to end.
  var callouts = CalloutState()
  /// Which per-row delegate methods were answered by their protocol defaults.
  var defaultsAnswered = DelegateDefaults()
  /// The animations the operations of the open batch asked for.
  var pendingAnimations = BatchAnimations()
  /// The batch being recorded inside `performBatchUpdates`, if one is open.
  var pendingBatch: BatchUpdate?
  /// One entry per open ``beginUpdates()``: whether that call opened the batch.
  var beginUpdatesNesting: [Bool] = []
  /// The displayed cell being configured again by ``reconfigureRows(at:)``, which dequeuing
  /// for its row returns.
  var reconfiguring: (row: RowPosition, cell: TableViewCell)?
  /// The header, footer or row a touch is on, while one is tracked.
  var trackedTouch: TrackedTouch?
  /// The displayed element under a hovering pointer, and its view.
  var hovered: (kind: LayoutElementKind, view: View)?
  /// Where a hovering pointer is, in window coordinates, while it is over the table.
  var hoverLocation: CGPoint?
  /// The selected rows, the selection rules and the keyboard's focused row.
  var selection = TableSelectionState()
  /// The prefetch data source and the rows it was told about (TableView+Prefetching.swift).
  var prefetching = PrefetchState()
  /// Whether a tap on a section header collapses or expands the section; `false` by default.
  ///
  /// Not in UIKit (Documentation/TableMetrics.md § Interaction); the delegate hears
  /// ``TableViewDelegate/tableView(_:didSelectHeaderInSection:)`` first.
  public var togglesSectionOnHeaderTap = false
  /// The keyboard's scroll step, focused header and focus ring (TableView+Keyboard.swift).
  var keyboardState = TableKeyboardState()

  /// Creates a table of `style` with the given frame (`UITableView()`: plain, zero frame).
  ///
  /// The background is `systemBackground` in plain style and `systemGroupedBackground` in
  /// grouped styles (Documentation/TableMetrics.md); the table clips to its bounds.
  public init(frame: CGRect = .zero, style: TableView.Style = .plain) {
    self.style = style
    super.init(frame: frame)
    setUpTable()
  }

  /// Creates a table from an archive, as `UITableView.init(coder:)` (see
  /// `View.init(coder:)`; a nib loader sets the rest): plain unless the coder is a nib
  /// loader's that carries a style.
  public required init?(coder: NSCoder) {
    style = (coder as? any TableArchive)?.archivedTableStyle ?? .plain
    super.init(coder: coder)
    setUpTable()
  }

  /// Sets the style's background, clipping and the default-look header queue.
  private func setUpTable() {
    clipsToBounds = true
    alwaysBounceVertical = true
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    headerFooterRegistry.register(
      { TableViewHeaderFooterView(reuseIdentifier: TableView.titleViewIdentifier) },
      for: TableView.titleViewIdentifier)
  }

  /// The identifier of the internal queue of default-look title headers and footers.
  static let titleViewIdentifier = "Sectional.TableView.title"

  /// Reloads if needed, re-measures the table header and footer views, and places the
  /// visible views for the current bounds.
  ///
  /// Views are placed again only when the bounds, the layout or a table header or footer height
  /// changed since they were last placed (so a pass does not cut a running animation short). While
  /// the table has a ``tableHeaderView`` or ``tableFooterView``, it asks for layout again at the
  /// end of every pass, so that the next pass measures them again and a change of their Auto Layout
  /// content (a label's text, a constraint's constant, a subview added) re-sizes them without
  /// `setNeedsLayout()` (UIKit cannot: Documentation/Recipes.md § 002). Measuring an unchanged view
  /// is a cached `systemLayoutSizeFitting` answer, O(depth); `Window.render()` clears the display
  /// flag this sets, so hosts do not redraw because of it.
  ///
  /// - Complexity: O(log n + k) for n sections and k visible elements when views are placed,
  ///   plus a reload when one is pending; O(depth) of the table header and footer views
  ///   otherwise.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = layoutWidth
    if callouts.depth > 0, needsReload || layout?.width != width || !isTiled {
      // Asked from a data source or delegate method during a pass: lay out when it ends.
      callouts.needsTile = true
      return
    }
    let outer = beginPass(.tiling)
    defer { endPass(outer) }
    if needsReload || layout?.width != width {
      needsContentSizeRemeasure = false
      rebuildLayout()
      tile()
    } else if needsContentSizeRemeasure {
      remeasureForContentSizeCategory()
    } else if resizeTableViews() || !isTiled {
      tile()
    }
    if tableHeaderView != nil || tableFooterView != nil { setNeedsLayout() }
  }

  /// The point of the content shown at the top-left corner: the bounds origin.
  ///
  /// Setting it scrolls immediately: views that leave the visible rect go back to their reuse
  /// queues, new ones are dequeued, pinned headers and footers move; then the delegate hears
  /// `ScrollViewDelegate/scrollViewDidScroll(_:)`. It is not clamped, as in UIKit; scrolling
  /// by the wheel or keys (``scrollWheel(by:with:)``) is. A NaN or infinite coordinate keeps
  /// the current one, logged (Documentation/UIKitParity.md § Invalid input and re-entrant calls).
  open override var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      let offset = newValue.x.isFinite && newValue.y.isFinite ? newValue : checkedOffset(newValue)
      guard offset != bounds.origin else { return }
      bounds = CGRect(origin: offset, size: bounds.size)
      // Set from a callback during a pass, the views are placed when the pass ends.
      if layout != nil, !needsReload, callouts.depth > 0 { callouts.needsTile = true }
      if layout != nil, !needsReload, callouts.depth == 0 {
        tile()
        layoutIfNeeded()
      }
      didScroll()
    }
  }

  /// The size of the scrollable content: the table's width and the sections' total height.
  ///
  /// It comes from the table's layout; setting it changes nothing, since UIKit's table sets
  /// its own content size again on its next layout pass.
  open override var contentSize: CGSize {
    get { layout?.contentSize ?? CGSize(width: bounds.width, height: 0) }
    set {}
  }

  /// Measures self-sized heights again at the next layout pass when the content size
  /// category changed, keeping the row at the top of the screen in place; overrides call
  /// `super`.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let category = traitCollection.preferredContentSizeCategory
    guard previousTraitCollection?.preferredContentSizeCategory != category else { return }
    needsContentSizeRemeasure = true
    setNeedsLayout()
  }

  /// Draws the filler-row separators below the content (see ``fillerRowHeight``).
  open override func draw(_ rect: CGRect, into list: inout DisplayList) {
    drawFillerSeparators(in: rect, into: &list)
  }

  /// Scrolls by a wheel or trackpad `delta`, clamped to the content (no bounce), and reports
  /// it handled; with scrolling off, passes it up the responder chain.
  @discardableResult
  open override func scrollWheel(by delta: CGPoint, with event: Event?) -> Bool {
    guard isScrollEnabled else { return super.scrollWheel(by: delta, with: event) }
    scroll(by: delta.y)
    return true
  }

  /// Uses the table's keys (arrows, pages, Home/End, Tab, Enter, Space; see
  /// `TableView+Keyboard.swift`) and passes the rest up the responder chain.
  @discardableResult
  open override func keyPressed(_ press: KeyPress, with event: Event?) -> Bool {
    handleKey(press) || super.keyPressed(press, with: event)
  }

  /// Starts following the touch for a pan (see `ScrollView`) and tracking a tap on the
  /// header, footer or row under it; a touch that stops coasting content taps nothing.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    super.touchesBegan(touches, with: event)
    if touchCaughtMotion { trackedTouch = nil } else { beginTracking(touches.first) }
  }

  /// Pans once the touch moved past the slop, which cancels the tap; before that, the
  /// highlight follows the touch off and back onto the element.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    super.touchesMoved(touches, with: event)
    if isPanning {
      endTracking(nil, cancelled: true)
    } else {
      moveTracking(touches.first)
    }
  }

  /// Ends the touch: a pan coasts; a tap inside the element selects the row or fires the
  /// header tap.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    endTracking(touches.first, cancelled: isPanning)
    super.touchesEnded(touches, with: event)
  }

  /// Cancels the tracked touch without a tap, and ends a pan without coasting.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    endTracking(touches.first, cancelled: true)
    super.touchesCancelled(touches, with: event)
  }

  /// Shows the hover highlight on the header, footer or row under a hovering pointer (see
  /// ``hoveredElement``) and takes the hover; `nil` clears it.
  @discardableResult
  open override func pointerHovered(at location: CGPoint?, with event: Event?) -> Bool {
    updateHover(at: location)
    return true
  }
}
