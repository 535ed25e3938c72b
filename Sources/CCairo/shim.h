#ifndef BARSKIN_CCAIRO_SHIM_H
#define BARSKIN_CCAIRO_SHIM_H
#include <cairo/cairo.h>
#endif
