// The render layer: Canvas, text width, themes, widgets, frame renderer, encoders.
