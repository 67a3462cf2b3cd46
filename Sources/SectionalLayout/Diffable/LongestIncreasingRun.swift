/// Which elements of a sequence of distinct integers form one longest strictly increasing
/// subsequence: the elements a difference keeps in place, so that the others are the fewest
/// moves (Documentation/DiffableDataSource.md § The difference).
///
/// Patience sorting with back links; ties between equally long subsequences go to the one
/// whose last element is smallest.
///
/// - Complexity: O(n log n) for n values.
@usableFromInline
func longestIncreasingRun(_ values: [Int]) -> [Bool] {
  var tails: [Int] = []  // index into values of the smallest tail of each length
  var previous = [Int](repeating: -1, count: values.count)
  tails.reserveCapacity(values.count)
  for (index, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var kept = [Bool](repeating: false, count: values.count)
  var index = tails.last ?? -1
  while index >= 0 {
    kept[index] = true
    index = previous[index]
  }
  return kept
}
