// SwiftPM needs one source file in a C target; the declaration in include/ is the point.
#include "CFuzzerDriver.h"
