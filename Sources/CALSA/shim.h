#ifndef CALSA_SHIM_H
#define CALSA_SHIM_H
#include <alsa/asoundlib.h>

// alsa-lib prints its own diagnostics to stderr ("ALSA lib confmisc.c: cannot find card '0'") on a machine with
// no sound card. mynd reports a failed open itself, in one clear sentence, so those lines are silenced.
// The handler is variadic, which Swift cannot define: hence this shim.
static void mynd_alsa_quiet_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}

static inline void mynd_alsa_silence_errors(void) {
    snd_lib_error_set_handler(mynd_alsa_quiet_handler);
}
#endif
