#ifndef SEGUE_CYAML_SHIM_H
#define SEGUE_CYAML_SHIM_H
#include <yaml.h>
#endif
