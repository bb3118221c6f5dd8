#ifndef CPocketSphinx_SHIM_H
#define CPocketSphinx_SHIM_H
#include <pocketsphinx.h>
#endif
