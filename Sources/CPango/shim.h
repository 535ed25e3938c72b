#ifndef BARSKIN_CPANGO_SHIM_H
#define BARSKIN_CPANGO_SHIM_H
// pango lays out and draws button titles on cairo; fontconfig (pango's own font
// source on Linux) resolves family names and loads font files the user names.
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>
#endif
