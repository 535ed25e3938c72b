#ifndef BARSKIN_CGLIB_SHIM_H
#define BARSKIN_CGLIB_SHIM_H
// GLib's GChecksum gives the SHA-256 behind pixel hashes and build manifests:
// GLib already comes with pango, so this costs no new dependency, where
// swift-crypto compiled all of BoringSSL (twice in `make` + `make test`).
#include <glib.h>
#endif
