// Shows why Scripts/sanitize/lsan.supp suppresses weak-reference side tables: LeakSanitizer
// reports the side table of an object that a global holds to the end (see the comment there).
final class Target {}
final class Holder { weak var target: Target? }
let kept = Target()  // alive to the end
do {
  let holder = Holder()
  holder.target = kept  // gives `kept` a side table; the holder then goes away
}
print("done")
