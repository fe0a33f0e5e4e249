// chafa turns pixels into terminal symbols; only Render/Image/ImageSymbols.swift includes it.
#include <chafa.h>
