#ifndef BARSKIN_CCRYPTO_SHIM_H
#define BARSKIN_CCRYPTO_SHIM_H
// OpenSSL's libcrypto gives the SHA-256 behind pixel hashes and build manifests on
// Linux: it uses the processor's SHA instructions, where GLib's GChecksum (used before)
// hashed in plain C, several times slower, and a batch hashes every file it reads and
// writes. A Mac uses CommonCrypto, which comes with the system, instead.
#include <openssl/crypto.h>
#include <openssl/evp.h>
#endif
