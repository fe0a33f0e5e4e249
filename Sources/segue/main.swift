import SegueCLI
import SegueRender

// PDF and PNG export live in segue-pages, beside this binary (see PageFormats).
PageFormats.helper = "segue-pages"
SegueCommand.main()
