#ifndef DOCTOOL_CSANDBOXAUDIT_H
#define DOCTOOL_CSANDBOXAUDIT_H
/// Preloaded (LD_PRELOAD) into every sandboxed scenario program; it has no API of its own. Each libc
/// call that writes, deletes or connects is passed on unchanged, and when the sandbox refuses it,
/// one line `doctool-sandbox-forbidden: <call> <target> (<reason>)` goes to standard error, so the
/// verdict can say FORBIDDEN instead of leaving the attempt to the sample's own error handling.
#endif
