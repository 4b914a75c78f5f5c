import Testing

@testable import Theming

/// The list of a node's bindings: inline slots, the overflow, and its index by key.
@MainActor
@Suite struct SlotListTests {
  private final class Storage {}

  private func slot(_ name: String, _ argument: Int) -> BindingSlot {
    let accessor = BindingAccessor(
      key: .named(NamedBindingKey(name, argument: AnyHashable(argument))), apply: { _, _, _ in })
    return BindingSlot.retaining(accessor: accessor, storage: Storage())
  }

  private func key(_ name: String, _ argument: Int) -> BindingKey {
    .named(NamedBindingKey(name, argument: AnyHashable(argument)))
  }

  private func release(_ list: SlotList) {
    for slot in list { slot.release() }
  }

  @Test("Slots are found by key inline, in a short overflow and in an indexed one")
  func findsEverySlotByKey() {
    var list = SlotList()
    for argument in 0..<40 {
      list.append(slot("title", argument))
      for earlier in 0...argument {
        #expect(list.index(ofKey: key("title", earlier)) == earlier)
        #expect(list.index(ofKeyOf: list[earlier].accessor) == earlier)
      }
    }
    #expect(list.index(ofKey: key("title", 40)) == nil)
    #expect(list.index(ofKey: key("other", 1)) == nil)
    release(list)
  }

  @Test("Replacing a slot under another key re-indexes it")
  func replacementChangesTheKey() {
    var list = SlotList()
    for argument in 0..<30 { list.append(slot("title", argument)) }
    let replaced = list[25]
    list[25] = slot("shadow", 25)
    #expect(list.index(ofKey: key("title", 25)) == nil)
    #expect(list.index(ofKey: key("shadow", 25)) == 25)
    replaced.release()
    release(list)
  }

  @Test("Removing a slot moves the later ones down and keeps the index right")
  func removalKeepsOrder() {
    var list = SlotList()
    for argument in 0..<30 { list.append(slot("title", argument)) }
    list.remove(at: 5).release()
    list.remove(at: 0).release()
    #expect(list.count == 28)
    #expect(list.index(ofKey: key("title", 0)) == nil)
    #expect(list.index(ofKey: key("title", 5)) == nil)
    #expect(list.index(ofKey: key("title", 1)) == 0)
    #expect(list.index(ofKey: key("title", 29)) == 27)
    release(list)
  }

  @Test("A copy keeps its slots when the original changes")
  func copiesAreIndependent() {
    var list = SlotList()
    for argument in 0..<20 { list.append(slot("title", argument)) }
    let copy = list
    let extra = slot("title", 20)
    list.append(extra)
    let replaced = list[10]
    list[10] = slot("shadow", 10)
    #expect(copy.count == 20)
    #expect(copy.index(ofKey: key("title", 10)) == 10)
    #expect(copy.index(ofKey: key("title", 20)) == nil)
    #expect(list.index(ofKey: key("title", 20)) == 20)
    replaced.release()
    release(list)
  }
}
