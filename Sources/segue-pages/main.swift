import SegueCLI
import SeguePages
import SegueRender

// `segue` with the PDF and PNG formats: the static `segue` runs this for them (see PageFormats).
PageFormats.install()
SegueCommand.main()
