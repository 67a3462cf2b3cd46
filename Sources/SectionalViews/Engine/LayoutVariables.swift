import Cassowary

/// The four solver variables of a view or guide, in its layout root's coordinate space.
///
/// Reference 5.1: left = x, right = x + w, centerX = x + w/2, top = y, bottom = y + h,
/// centerY = y + h/2.
struct LayoutVariables: Sendable {
  /// The minimum x.
  let x: Variable
  /// The minimum y.
  let y: Variable
  /// The width.
  let width: Variable
  /// The height.
  let height: Variable

  /// Creates fresh variables named after `name`.
  init(name: String) {
    x = Variable("\(name).minX")
    y = Variable("\(name).minY")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// The four variables in x, y, width, height order.
  var all: [Variable] { [x, y, width, height] }
}

/// Something Auto Layout positions: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
  /// The item's solver variables, made on first use.
  var layoutVariables: LayoutVariables { get }
  /// What refers to the item in place of a weak reference (see `ItemHandle`).
  var handle: ItemHandle { get }
  /// The view the item belongs to: the view itself, or a guide's owning view.
  var owningView: View? { get }
  /// The item's name in constraint descriptions and logs.
  var layoutItemName: String { get }
  /// The first and last baseline offsets: a constant plus a factor of the item's height.
  func baselineOffset(last: Bool) -> (constant: Double, heightFactor: Double)
}
