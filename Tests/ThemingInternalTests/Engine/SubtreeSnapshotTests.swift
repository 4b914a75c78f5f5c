import Testing
import ThemingTestSupport

@testable import Theming

/// White-box: the order in which a large subtree's records are applied when no node below its
/// root is pinned (``SubtreeSnapshot/sortedByAddress(_:)``).
@MainActor
@Suite struct SubtreeSnapshotTests {
  private let node = TestView("node")

  private func records(_ count: Int) -> [NodeRecord] {
    (0..<count).map { _ in NodeRecord(node: node) }
  }

  @Test(
    "The records come out once each, in the order of their addresses", arguments: [1, 2, 7, 1000])
  func sortedByAddressIsAPermutationInOrder(count: Int) {
    var random = SplitMix64(seed: UInt64(count))
    let made = records(count).shuffled(using: &random)
    let sorted = SubtreeSnapshot.sortedByAddress(made.map { Unmanaged.passUnretained($0) })
    #expect(sorted.count == made.count)
    #expect(Set(sorted.map(ObjectIdentifier.init)) == Set(made.map(ObjectIdentifier.init)))
    let addresses = sorted.map { SubtreeSnapshot.address(of: .passUnretained($0)) }
    #expect(zip(addresses, addresses.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test("A block is 256 bytes, wider only when the records spread far apart")
  func blockShift() {
    #expect(SubtreeSnapshot.blockShift(spanning: 0, count: 0) == 8)
    #expect(SubtreeSnapshot.blockShift(spanning: 0, count: 1) == 8)
    // 100,000 records of 128 bytes side by side: 50,000 blocks.
    #expect(SubtreeSnapshot.blockShift(spanning: 12_800_000, count: 100_000) == 8)
    // Four records a gigabyte apart: two blocks.
    #expect(SubtreeSnapshot.blockShift(spanning: 1 << 30, count: 4) == 29)
    // 400 records over 400 KB: 1,600 blocks of 256 bytes would be too many, so 200 of 2 KB.
    #expect(SubtreeSnapshot.blockShift(spanning: 100 << 12, count: 400) == 11)
  }

  @Test("No records sort to none")
  func sortedByAddressOfNothing() {
    #expect(SubtreeSnapshot.sortedByAddress([Unmanaged<NodeRecord>]()).isEmpty)
  }
}
