/// Something a scene did in answer to input, reported to the app that shows it (the
/// gallery's status line and event log).
public enum SceneActivity: Hashable, Sendable {
  /// A tap (or the keyboard's Enter or Space) ended inside the header of `section`.
  case headerTapped(section: Int)
  /// The header of `section` started pinning at the top of the table.
  case headerPinned(section: Int)
  /// `section` was collapsed (`collapsed == true`) or expanded by a header tap.
  case sectionToggled(section: Int, collapsed: Bool)
  /// The scene opened a link (the news ad's URL).
  case linkOpened(String)
}
