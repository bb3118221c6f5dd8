#ifndef CCurl_SHIM_H
#define CCurl_SHIM_H
#include <curl/curl.h>
#endif
