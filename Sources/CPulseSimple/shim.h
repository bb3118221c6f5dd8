#ifndef CPulseSimple_SHIM_H
#define CPulseSimple_SHIM_H
#include <pulse/simple.h>
#include <pulse/error.h>
#endif
