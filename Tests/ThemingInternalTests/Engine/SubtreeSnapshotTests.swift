import Testing
import ThemingTestSupport

@testable import Theming

/// White-box: the order in which a subtree's snapshot writes governors when it leaves out no
/// node (``SubtreeSnapshot/sortedByAddress(_:)``).
@MainActor
@Suite struct SubtreeSnapshotTests {
  private let node = TestView("node")

  private func records(_ count: Int) -> [NodeRecord] {
    (0..<count).map { _ in NodeRecord(node: node) }
  }

  @Test(
    "The records come out once each, in the order of their addresses' blocks",
    arguments: [1, 2, 7, 1000])
  func sortedByAddressIsAPermutationInBlockOrder(count: Int) {
    var random = SplitMix64(seed: UInt64(count))
    let made = records(count).shuffled(using: &random)
    let input = made.map { Unmanaged.passUnretained($0) }
    let sorted = SubtreeSnapshot.sortedByAddress(input)
    #expect(sorted.count == made.count)
    #expect(Set(sorted.map(ObjectIdentifier.init)) == Set(made.map(ObjectIdentifier.init)))
    let addresses = input.map(SubtreeSnapshot.address(of:))
    let lowest = addresses.min() ?? 0
    let shift = SubtreeSnapshot.blockShift(
      spanning: (addresses.max() ?? 0) - lowest, count: count)
    let blocks = sorted.map { (SubtreeSnapshot.address(of: .passUnretained($0)) - lowest) >> shift }
    #expect(zip(blocks, blocks.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test("A block is a page, wider only when records spread over many pages each")
  func blockShift() {
    #expect(SubtreeSnapshot.blockShift(spanning: 0, count: 0) == 12)
    #expect(SubtreeSnapshot.blockShift(spanning: 0, count: 1) == 12)
    // 100,000 records of 128 bytes side by side: 3,125 pages, under 25,000 blocks.
    #expect(SubtreeSnapshot.blockShift(spanning: 12_800_000, count: 100_000) == 12)
    // Four records a gigabyte apart: one block.
    #expect(SubtreeSnapshot.blockShift(spanning: 1 << 30, count: 4) == 31)
    // 400 records over 100 pages: 100 blocks of one page would be too many, so 50 of two.
    #expect(SubtreeSnapshot.blockShift(spanning: 100 << 12, count: 400) == 13)
  }

  @Test("No records sort to none")
  func sortedByAddressOfNothing() {
    #expect(SubtreeSnapshot.sortedByAddress([Unmanaged<NodeRecord>]()).isEmpty)
  }
}
