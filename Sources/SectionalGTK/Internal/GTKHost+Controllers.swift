import CGtk4
import SectionalGraphics

/// The event controllers: each C callback hops onto the main actor (GTK calls them on the
/// main thread) and hands plain values to the Swift handlers in `GTKHost+Input.swift`.
extension GTKHost {
  /// Adds the click, drag, scroll, motion and key controllers and the window's `destroy`.
  func installControllers() {
    installPointerGestures()
    installScrollController()
    let motion = gtk_event_controller_motion_new()!
    let moved: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void =
      { _, x, y, data in
        MainActor.assumeIsolated { GTKHost.from(data).pointerHovered(at: CGPoint(x: x, y: y)) }
      }
    connect(UnsafeMutableRawPointer(motion), "motion", unsafeBitCast(moved, to: GCallback.self))
    let left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      MainActor.assumeIsolated { GTKHost.from(data).pointerLeft() }
    }
    connect(UnsafeMutableRawPointer(motion), "leave", unsafeBitCast(left, to: GCallback.self))
    add(motion)

    let keys = gtk_event_controller_key_new()!
    let pressed:
      @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> Int32 =
        { _, keyval, _, state, data in
          MainActor.assumeIsolated { GTKHost.from(data).keyPressed(keyval, state: state) ? 1 : 0 }
        }
    connect(
      UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(pressed, to: GCallback.self))
    gtk_widget_add_controller(window, keys)

    let destroyed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
      _, data in
      MainActor.assumeIsolated { GTKHost.from(data).windowDestroyed() }
    }
    connect(
      UnsafeMutableRawPointer(window), "destroy", unsafeBitCast(destroyed, to: GCallback.self))
  }

  /// GtkGestureClick for press and release, GtkGestureDrag for moves, release and cancel.
  private func installPointerGestures() {
    typealias Click =
      @convention(c) (
        OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?
      ) -> Void
    typealias Drag =
      @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) ->
      Void
    let click = gtk_gesture_click_new()!
    let pressed: Click = { _, _, x, y, data in
      MainActor.assumeIsolated { GTKHost.from(data).pointerPressed(at: CGPoint(x: x, y: y)) }
    }
    let released: Click = { _, _, x, y, data in
      MainActor.assumeIsolated { GTKHost.from(data).pointerReleased(at: CGPoint(x: x, y: y)) }
    }
    connect(UnsafeMutableRawPointer(click), "pressed", unsafeBitCast(pressed, to: GCallback.self))
    connect(UnsafeMutableRawPointer(click), "released", unsafeBitCast(released, to: GCallback.self))
    add(click)

    let drag = gtk_gesture_drag_new()!
    let began: Drag = { _, x, y, data in
      MainActor.assumeIsolated { GTKHost.from(data).pointerPressed(at: CGPoint(x: x, y: y)) }
    }
    let updated: Drag = { _, x, y, data in
      MainActor.assumeIsolated { GTKHost.from(data).pointerDragged(by: CGPoint(x: x, y: y)) }
    }
    let ended: Drag = { _, x, y, data in
      MainActor.assumeIsolated { GTKHost.from(data).pointerDragEnded(by: CGPoint(x: x, y: y)) }
    }
    let cancelled:
      @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) ->
        Void = { _, _, data in
          MainActor.assumeIsolated { GTKHost.from(data).pointerCancelled() }
        }
    connect(UnsafeMutableRawPointer(drag), "drag-begin", unsafeBitCast(began, to: GCallback.self))
    connect(
      UnsafeMutableRawPointer(drag), "drag-update", unsafeBitCast(updated, to: GCallback.self))
    connect(UnsafeMutableRawPointer(drag), "drag-end", unsafeBitCast(ended, to: GCallback.self))
    connect(UnsafeMutableRawPointer(drag), "cancel", unsafeBitCast(cancelled, to: GCallback.self))
    add(drag)
  }

  /// GtkEventControllerScroll on both axes with kinetic `decelerate`.
  private func installScrollController() {
    let flags = GtkEventControllerScrollFlags(
      rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
        | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    let scroll = gtk_event_controller_scroll_new(flags)!
    let scrolled:
      @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Int32 = {
        controller, dx, dy, data in
        MainActor.assumeIsolated {
          GTKHost.from(data).scrolled(dx: dx, dy: dy, unit: GTKHost.unit(of: controller)) ? 1 : 0
        }
      }
    let decelerate:
      @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
        controller, vx, vy, data in
        MainActor.assumeIsolated {
          GTKHost.from(data).flung(vx: vx, vy: vy, unit: GTKHost.unit(of: controller))
        }
      }
    connect(UnsafeMutableRawPointer(scroll), "scroll", unsafeBitCast(scrolled, to: GCallback.self))
    connect(
      UnsafeMutableRawPointer(scroll), "decelerate", unsafeBitCast(decelerate, to: GCallback.self))
    add(scroll)
  }

  /// The unit of the scroll `controller`'s current event (`gtk_event_controller_scroll_get_unit`,
  /// GTK 4.8).
  nonisolated static func unit(of controller: OpaquePointer?) -> GTKScrollMapping.Unit {
    guard let controller else { return .wheel }
    return gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_SURFACE
      ? .surface : .wheel
  }
}
