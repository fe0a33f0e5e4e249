// chafa turns pixels into terminal symbols and graphics protocols; only Render/Image/ImageSymbols.swift
// and Render/Image/PixelEncoder.swift include it.
#include <chafa.h>
