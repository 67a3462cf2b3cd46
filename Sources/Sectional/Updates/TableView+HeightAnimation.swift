import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Takes out of ``displayed`` the views of elements the new layout no longer shows in the
  /// bounds, without retiring them, so they can animate off screen; returns them by kind.
  func detachDeparting() -> [(LayoutElementKind, View)] {
    guard let layout else { return [] }
    let staying = Set(layout.visibleElements(in: bounds).map(\.kind))
    var departing: [(LayoutElementKind, View)] = []
    for (kind, view) in displayed.all where !staying.contains(kind) {
      switch kind {
      case .header(let section): displayed.removeHeader(section)
      case .footer(let section): displayed.removeFooter(section)
      case .row(let row): displayed.removeCell(at: row)
      case .tableHeader, .tableFooter: continue
      }
      departing.append((kind, view))
    }
    return departing
  }

  /// Animates a change of heights on ``animator`` over UIKit's 0.3 s: every view that showed
  /// before goes from its old frame to its new one, height included; a view that comes into
  /// view slides in with the element above it (or fades in when nothing is above it); the
  /// `departing` views slide to their new, off-screen frames and return to their queues at
  /// the end.
  func animateHeightChange(
    from before: [LayoutElementKind: CGRect], departing: [(LayoutElementKind, View)]
  ) {
    guard let animator, let layout else { return }
    var tracks: [ViewTrack] = []
    var bottomShifts: [(maxY: Double, shift: Double)] = []
    var newcomers: [(View, CGRect)] = []
    for (kind, view) in displayed.all {
      let target = view.frame
      guard let old = before[kind] else {
        newcomers.append((view, target))
        continue
      }
      let start = old.offsetBy(dx: 0, dy: contentOffset.y)
      bottomShifts.append((target.maxY, start.maxY - target.maxY))
      if start != target {
        tracks.append(
          ViewTrack(view: view, fromFrame: start, toFrame: target, fromAlpha: 1, toAlpha: 1))
      }
    }
    for (view, target) in newcomers {
      let above = bottomShifts.filter { $0.maxY <= target.minY }.max { $0.maxY < $1.maxY }
      if let above {
        let start = target.offsetBy(dx: 0, dy: above.shift)
        tracks.append(
          ViewTrack(view: view, fromFrame: start, toFrame: target, fromAlpha: 1, toAlpha: 1))
      } else {
        tracks.append(
          ViewTrack(view: view, fromFrame: target, toFrame: target, fromAlpha: 0, toAlpha: 1))
      }
    }
    for (kind, view) in departing {
      tracks.append(
        ViewTrack(
          view: view, fromFrame: view.frame, toFrame: layout.rect(for: kind), fromAlpha: 1,
          toAlpha: 1))
    }
    guard !tracks.isEmpty else { return }
    animationsRunning += 1
    animator.animate(
      duration: Animator.tableUpdateDuration,
      update: { progress in
        for track in tracks { track.apply(progress) }
      },
      completion: { [weak self] in
        guard let self else { return }
        self.animationEnded()
        for (kind, view) in departing { self.endDisplaying(view, as: kind) }
      })
  }
}
