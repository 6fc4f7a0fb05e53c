#ifndef DOCTOOL_CCRYPTO_SHIM_H
#define DOCTOOL_CCRYPTO_SHIM_H
#include <stddef.h>
#include <openssl/evp.h>

/// SHA-256 of `count` bytes at `data` into the 32 bytes at `digest`; returns 1 on success.
/// One call through the EVP interface, so libcrypto picks its fastest implementation for this CPU
/// (the SHA extensions where present) and no deprecated SHA256_Init-style call is needed.
static inline int doctool_sha256(const void *data, size_t count, unsigned char *digest) {
    return EVP_Digest(data, count, digest, NULL, EVP_sha256(), NULL);
}
#endif
