import Testing

@testable import SegueCore

/// The model's values are laid out as small as they were made (issue 13): a dense deck holds
/// a block every ~10 bytes and a slide every ~70, so a field that grows one of these grows
/// every deck. Each case is the stride measured when the model was made lean; a larger
/// stride fails here, with the one that was.
@Suite struct ModelStrideTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let stride: Int
    let bound: Int
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // 32 before: a list's 9-byte kind and a heading's Int level made payloads of 16+ bytes.
    Case(name: "Block", stride: MemoryLayout<Block>.stride, bound: 24),
    Case(name: "Block.Kind", stride: MemoryLayout<Block.Kind>.stride, bound: 16),
    // 72 before: optional Ints and small fields between the arrays padded it. Its blocks and
    // title are packed now (`PackedBlocks`: bytes and code blocks, two arrays where there were
    // two, the title and the blocks).
    Case(name: "Slide", stride: MemoryLayout<Slide>.stride, bound: 48),
    Case(name: "Section", stride: MemoryLayout<Section>.stride, bound: 40),
    // 24 before.
    Case(name: "ListItem", stride: MemoryLayout<ListItem>.stride, bound: 16),
    // Its size, not its stride: 15 bytes or less leave the 16th to the block kind's tag.
    Case(name: "List (size)", stride: MemoryLayout<List>.size, bound: 15),
    Case(name: "Heading", stride: MemoryLayout<Heading>.stride, bound: 16),
    Case(name: "Alert", stride: MemoryLayout<Alert>.stride, bound: 16),
    Case(name: "Inline", stride: MemoryLayout<Inline>.stride, bound: 24),
  ]

  @Test(arguments: cases)
  func strideIsAtMostItsBound(_ c: Case) {
    #expect(c.stride <= c.bound, "\(c.name) is \(c.stride) bytes, at most \(c.bound) expected")
  }

  /// The packed fields still read back what was stored, at their edges.
  @Test func packedFieldsKeepTheirValues() {
    var list = List(kind: .ordered(start: 999_999_999), isTight: true, items: [])
    #expect(list.kind == .ordered(start: 999_999_999))
    list.kind = .bullet
    #expect(list.kind == .bullet)
    #expect(List(kind: .ordered(start: 0), isTight: false, items: []).kind == .ordered(start: 0))
    #expect(Heading(level: 6, content: []).level == 6)
    var slide = Slide(sourceLine: 3)
    #expect(slide.budget == nil)
    slide.budget = 1
    #expect(slide.budget == 1)
    slide.budget = Int.max
    #expect(slide.budget == Int.max)
    var section = Section(title: "S", slides: [slide], sourceLine: 2)
    #expect(section.budget == nil && section.sourceLine == 2)
    section.budget = 90
    #expect(section.budget == 90)
    let item = ListItem(task: false, blocks: [], step: 7)
    #expect(item.step == 7 && item.task == false)
  }
}
