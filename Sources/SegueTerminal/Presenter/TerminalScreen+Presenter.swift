extension TerminalScreen: PresenterScreen {}
