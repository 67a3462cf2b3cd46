import Sectional
import SectionalInterfaceBuilder

extension NibLoader {
  /// Connects the recorded outlets and actions, each once both of its objects exist.
  ///
  /// An outlet sets the source's ``Outlet`` property of the outlet's name (a table's
  /// `dataSource` and `delegate` are set directly); an action adds a target-action pair to the
  /// source control for the destination's ``NibActionTarget`` method of the selector, or one
  /// sent up the responder chain for the First Responder. Whatever cannot be connected is an
  /// error naming the file, the object and the outlet or action, and is left unconnected.
  func connect() {
    var outletTables: [ObjectIdentifier: [String: any OutletStorage]] = [:]
    for connection in connections {
      guard let source = objects[connection.source] else { continue }
      switch connection.kind {
      case .outlet(let property), .outletCollection(let property):
        guard let destination = destination(of: connection, "outlet \"\(property)\"") else {
          continue
        }
        if connectControllerView(property, of: source, to: destination, connection) { continue }
        if connectTableOutlet(property, of: source, to: destination, connection) { continue }
        let key = ObjectIdentifier(source)
        let outlets = outletTables[key] ?? OutletLookup.outlets(of: source)
        outletTables[key] = outlets
        connectOutlet(property, outlets[property], to: destination, connection)
      case .action(let selector, let eventType):
        connectAction(selector, eventType, from: source, connection)
      case .segue(let kind, _, _):
        connectSegue(kind, from: source, connection)
      }
    }
  }

  /// The object a connection goes to, or `nil` with a warning when it did not load.
  private func destination(of connection: IBConnection, _ what: String) -> AnyObject? {
    if let destination = objects[connection.destination] { return destination }
    warn(
      connection.line,
      "\(what) of \(name(connection.source)) goes to \(name(connection.destination)), which "
        + "did not load (not connected)", connection.source)
    return nil
  }

  /// Sets a view controller's `view` outlet (a File's Owner's, in a controller's nib);
  /// `false` for any other outlet.
  private func connectControllerView(
    _ property: String, of source: AnyObject, to destination: AnyObject,
    _ connection: IBConnection
  ) -> Bool {
    guard let controller = source as? ViewController, property == "view" else { return false }
    guard let view = destination as? View else {
      error(
        connection.line,
        "outlet \"view\" of \(name(connection.source)): \(name(connection.destination)) is not "
          + "a view (not connected)", connection.source)
      return true
    }
    controller.view = view
    return true
  }

  /// Sets a table's `dataSource` or `delegate` outlet; `false` for any other outlet.
  private func connectTableOutlet(
    _ property: String, of source: AnyObject, to destination: AnyObject,
    _ connection: IBConnection
  ) -> Bool {
    guard let table = source as? TableView, property == "dataSource" || property == "delegate"
    else { return false }
    if property == "dataSource", let dataSource = destination as? any TableViewDataSource {
      table.dataSource = dataSource
    } else if property == "delegate", let delegate = destination as? any TableViewDelegate {
      table.delegate = delegate
    } else {
      error(
        connection.line,
        "outlet \"\(property)\" of \(name(connection.source)): \(name(connection.destination)) "
          + "is not a table view \(property) (not connected)", connection.source)
    }
    return true
  }

  /// Sets (or appends to) the source's outlet property, or reports why it cannot.
  private func connectOutlet(
    _ property: String, _ storage: (any OutletStorage)?, to destination: AnyObject,
    _ connection: IBConnection
  ) {
    let what = "outlet \"\(property)\" of \(name(connection.source))"
    guard let storage else {
      error(
        connection.line,
        "\(what): \(type(of: objects[connection.source]!)) has no @Outlet property "
          + "\"\(property)\" (not connected)", connection.source)
      return
    }
    let wantsCollection: Bool
    if case .outletCollection = connection.kind {
      wantsCollection = true
    } else {
      wantsCollection = false
    }
    if wantsCollection != storage.isCollection {
      error(
        connection.line,
        "\(what): the document connects \(wantsCollection ? "a collection" : "one object"), the "
          + "property is \(storage.isCollection ? "an @OutletCollection" : "an @Outlet") "
          + "(not connected)", connection.source)
      return
    }
    if !storage.connect(destination) {
      error(
        connection.line,
        "\(what) holds \(storage.expectedTypeName), but \(name(connection.destination)) is a "
          + "\(type(of: destination)) (not connected)", connection.source)
    }
  }

  /// Adds the target-action pair of an action connection from `source`.
  private func connectAction(
    _ selector: String, _ eventType: String?, from source: AnyObject, _ connection: IBConnection
  ) {
    let what = "action \"\(selector)\" of \(name(connection.source))"
    guard let control = source as? Control else {
      warn(
        connection.line, "\(what): only controls send actions (not connected)",
        connection.source)
      return
    }
    guard let events = IBControlNames.event(eventType) else {
      warn(
        connection.line, "\(what): event \"\(eventType ?? "")\" is not supported (not connected)",
        connection.source)
      return
    }
    if firstResponderIDs.contains(connection.destination) {
      control.addAction(
        Action { action in
          guard let sender = action.sender else { return }
          NibLoader.sendUpResponderChain(selector, from: sender)
        }, for: events)
      return
    }
    guard let destination = destination(of: connection, "action \"\(selector)\"") else { return }
    guard let target = destination as? any NibActionTarget,
      let method = target.nibAction(for: selector)
    else {
      error(
        connection.line,
        "\(what): \(type(of: destination)) lists no method \"\(selector)\" in its nibActions "
          + "(not connected)", connection.source)
      return
    }
    guard method.acceptsTarget(destination), method.acceptsSender(control) else {
      error(
        connection.line,
        "\(what): \(method.signature) cannot be called on \(type(of: destination)) from a "
          + "\(type(of: control)) (not connected)", connection.source)
      return
    }
    NibLoader.addPair(control, target, method, events)
  }

  /// Adds a target-action pair that calls `method` on `target` (not retained, as UIKit's).
  private static func addPair<Target: NibActionTarget>(
    _ control: Control, _ target: Target, _ method: NibAction, _ events: Control.Event
  ) {
    control.addTarget(
      target, action: { (receiver: Target, sender: Control) in method.invoke(receiver, sender) },
      for: events)
  }

  /// Calls `selector` on the first responder from `sender` up whose class lists it and whose
  /// method takes `sender`; does nothing when there is none, as UIKit.
  static func sendUpResponderChain(_ selector: String, from sender: Control) {
    var responder: Responder? = sender
    while let current = responder {
      if let target = current as? any NibActionTarget, let method = target.nibAction(for: selector),
        method.acceptsTarget(current), method.acceptsSender(sender)
      {
        method.invoke(current, sender)
        return
      }
      responder = current.next
    }
  }
}
