// The interactive presenter: ncurses screen, input decoding, the presenter loop.
