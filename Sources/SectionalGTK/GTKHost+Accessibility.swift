import CGtk4
import Foundation
import SectionalGraphics
import SectionalViews

/// Accessibility: the content's elements mirrored as GTK widgets, so AT-SPI clients (screen
/// readers) see the table's headings, rows and buttons instead of one unnamed drawing.
///
/// GTK 4.8 exposes only widgets to AT-SPI (an accessible object that is not a widget needs
/// the API of 4.10), so each element the content reports (`HostContent.accessibilityItems()`)
/// gets an invisible, untargetable button in a `GtkFixed` laid over the drawing area, at the
/// element's frame, with a role from its traits, its label as the name, its value and hint
/// as the description, and its selected, disabled and expanded states. AT-SPI's "click"
/// action on a mirror activates the element (`accessibilityActivate()`). The mirrors follow
/// the content at most ten times a second after frames and after posted layout and screen
/// changes, reusing widgets by position in the list (Documentation/Accessibility.md § GTK).
/// With `GTK_A11Y=none` (no assistive technology) nothing is mirrored.
extension GTKHost {
  /// How long after a change the mirrors are brought up to date, in milliseconds.
  static let accessibilityUpdateDelay: UInt32 = 100

  /// Whether the process mirrors elements: not when GTK's accessibility is turned off.
  static var mirrorsAccessibility: Bool {
    ProcessInfo.processInfo.environment["GTK_A11Y"] != "none"
  }

  /// The GTK role an element's traits announce it with.
  static func role(for node: AccessibilityNode) -> GtkAccessibleRole {
    if node.traits.contains(.header) { return GTK_ACCESSIBLE_ROLE_HEADING }
    if node.traits.contains(.button) || node.traits.contains(.link) {
      return GTK_ACCESSIBLE_ROLE_BUTTON
    }
    if node.traits.contains(.image) { return GTK_ACCESSIBLE_ROLE_IMG }
    if node.traits.contains(.staticText) { return GTK_ACCESSIBLE_ROLE_LABEL }
    return GTK_ACCESSIBLE_ROLE_LIST_ITEM
  }

  /// Puts the drawing area under an overlay whose top layer holds the mirrors, and starts
  /// listening to posted notifications.
  func installAccessibilityLayer() {
    let overlay = gtk_overlay_new()!
    let overlayPointer = OpaquePointer(overlay)
    gtk_overlay_set_child(overlayPointer, area)
    gtk_widget_set_can_target(accessibilityLayer, 0)
    gtk_overlay_add_overlay(overlayPointer, accessibilityLayer)
    gtk_window_set_child(windowPointer, overlay)
    guard Self.mirrorsAccessibility else { return }
    Accessibility.addObserver { [weak self] notification, _ in
      if notification == .layoutChanged || notification == .screenChanged {
        self?.scheduleAccessibilityUpdate()
      }
    }
  }

  /// Asks for the mirrors to be updated soon, once however often it is asked.
  func scheduleAccessibilityUpdate() {
    guard Self.mirrorsAccessibility, !accessibilityUpdatePending, !isClosed else { return }
    accessibilityUpdatePending = true
    let fire: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { data in
      MainActor.assumeIsolated {
        let host = GTKHost.from(data)
        host.accessibilityUpdatePending = false
        host.updateAccessibilityMirrors()
      }
      return 0
    }
    let release: GDestroyNotify = { data in Unmanaged<GTKHost>.fromOpaque(data!).release() }
    g_timeout_add_full(
      G_PRIORITY_DEFAULT_IDLE, Self.accessibilityUpdateDelay, fire, retainedUserData(), release)
  }

  /// Brings the mirrors in line with the content's elements.
  func updateAccessibilityMirrors() {
    guard !isClosed else { return }
    let items = content.accessibilityItems()
    mirroredItems = items
    let fixed = UnsafeMutableRawPointer(accessibilityLayer).assumingMemoryBound(to: GtkFixed.self)
    for (index, item) in items.enumerated() {
      let role = Self.role(for: item.node)
      if index < mirrors.count, mirrors[index].role != role {
        gtk_fixed_remove(fixed, mirrors[index].widget)
        mirrors[index] = makeMirror(role: role, index: index)
      } else if index >= mirrors.count {
        mirrors.append(makeMirror(role: role, index: index))
      }
      update(mirrors[index], with: item.node, in: fixed)
    }
    while mirrors.count > items.count {
      gtk_fixed_remove(fixed, mirrors.removeLast().widget)
    }
  }

  /// A new mirror widget with `role`, whose click activates element `index`.
  private func makeMirror(role: GtkAccessibleRole, index: Int) -> AccessibilityMirror {
    let widget = sectional_accessible_mirror_new(role)!
    gtk_widget_add_css_class(widget, Self.mirrorCSSClass)
    let fixed = UnsafeMutableRawPointer(accessibilityLayer).assumingMemoryBound(to: GtkFixed.self)
    gtk_fixed_put(fixed, widget, 0, 0)
    g_object_set_data(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
      "sectional-index", UnsafeMutableRawPointer(bitPattern: index + 1))
    let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
      button, data in
      guard let button else { return }
      let tag = g_object_get_data(button.assumingMemoryBound(to: GObject.self), "sectional-index")
      let index = Int(bitPattern: tag) - 1
      MainActor.assumeIsolated { GTKHost.from(data).activateMirroredItem(at: index) }
    }
    connect(UnsafeMutableRawPointer(widget), "clicked", unsafeBitCast(clicked, to: GCallback.self))
    return AccessibilityMirror(widget: widget, role: role, node: nil)
  }

  /// Moves, names and sets the states of one mirror when its node changed.
  private func update(
    _ mirror: AccessibilityMirror, with node: AccessibilityNode,
    in fixed: UnsafeMutablePointer<GtkFixed>
  ) {
    guard let index = mirrors.firstIndex(where: { $0.widget == mirror.widget }),
      mirrors[index].node != node
    else { return }
    mirrors[index].node = node
    let widget = mirror.widget
    gtk_fixed_move(fixed, widget, node.frame.minX, node.frame.minY)
    gtk_widget_set_size_request(
      widget, Int32(max(1, node.frame.width.rounded())), Int32(max(1, node.frame.height.rounded())))
    let description = [node.value, node.hint].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: ", ")
    sectional_accessible_set_text(widget, node.label ?? "", description)
    sectional_accessible_set_states(
      widget, node.traits.contains(.selected) ? 1 : 0, node.traits.contains(.notEnabled) ? 1 : 0,
      node.isExpanded.map { $0 ? 1 : 0 } ?? -1)
  }

  /// Activates the element a mirror stands for (an AT-SPI click), then redraws.
  func activateMirroredItem(at index: Int) {
    guard mirroredItems.indices.contains(index) else { return }
    mirroredItems[index].activate()
    if content.needsDisplay { gtk_widget_queue_draw(area) }
    startTicking()
    scheduleAccessibilityUpdate()
  }
}

/// One mirror widget and the node it shows (`nil` before its first update).
struct AccessibilityMirror {
  let widget: UnsafeMutablePointer<GtkWidget>
  let role: GtkAccessibleRole
  var node: AccessibilityNode?
}
