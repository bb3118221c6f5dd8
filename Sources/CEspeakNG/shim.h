#ifndef CEspeakNG_SHIM_H
#define CEspeakNG_SHIM_H
#include <espeak-ng/speak_lib.h>
#endif
