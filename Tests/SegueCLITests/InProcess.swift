import SegueCLI
import SegueTestSupport

/// `segue` called in-process, as a user in the repository would type it: arguments under
/// `Tests/` are made absolute, and the package root is taken out of what it prints.
func runInRepository(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
  let root = TestPaths.packageRoot.path + "/"
  let absolute = arguments.map { $0.hasPrefix("Tests/") ? root + $0 : $0 }
  var output = CapturedOutput()
  let code = SegueCommand.run(absolute, output: &output)
  return (
    code, output.stdout.replacingOccurrences(of: root, with: ""),
    output.stderr.replacingOccurrences(of: root, with: "")
  )
}
