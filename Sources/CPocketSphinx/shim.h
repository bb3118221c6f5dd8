#ifndef CPocketSphinx_SHIM_H
#define CPocketSphinx_SHIM_H
#include <pocketsphinx.h>

/// cmd_ln_init is variadic, which Swift cannot call: one wrapper per configuration the transcriber uses.
/// Logging goes to /dev/null so the decoder does not flood stderr.
static inline cmd_ln_t *mynd_ps_config(const char *hmm, const char *lm, const char *dict) {
    return cmd_ln_init(NULL, ps_args(), TRUE,
                       "-hmm", hmm, "-lm", lm, "-dict", dict,
                       "-logfn", "/dev/null", NULL);
}
#endif
