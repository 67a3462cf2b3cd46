import SectionalUIKit

// A ported screen whose methods have UIKit's names and the wrong types: the table would call
// the protocol defaults instead. Tests/e2e/near-miss.sh type-checks this file (it is no target
// of the package) and expects the compiler's near-miss warning for each of the three.
final class NearMissScreen {}

extension NearMissScreen: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> Double { 40 }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> Float { 44 }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UILabel? { nil }
}
