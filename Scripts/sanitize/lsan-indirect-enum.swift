// Shows why Scripts/sanitize/lsan.supp suppresses Swift objects: LeakSanitizer reports these
// values as leaked although a global holds them to the end (see the comment there).
indirect enum Node { case leaf(Int), pair(Node, Node), list([Node]) }
nonisolated(unsafe) var kept: [Node] = []
for i in 0..<100 { kept.append(.pair(.leaf(i), .list([.leaf(i)]))) }
print(kept.count)
