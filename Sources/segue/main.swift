import SegueCLI

SegueCommand.main()
