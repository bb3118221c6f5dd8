#ifndef CCurl_SHIM_H
#define CCurl_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed wrapper per argument kind.

static inline CURLcode mynd_curl_setopt_long(CURL *c, CURLoption o, long v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode mynd_curl_setopt_off(CURL *c, CURLoption o, curl_off_t v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode mynd_curl_setopt_string(CURL *c, CURLoption o, const char *v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode mynd_curl_setopt_pointer(CURL *c, CURLoption o, void *v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode mynd_curl_setopt_slist(CURL *c, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(c, o, v); }

/// Body and header callbacks share curl's fwrite-like signature.
typedef size_t (*mynd_curl_data_callback)(char *data, size_t size, size_t count, void *context);
static inline CURLcode mynd_curl_setopt_data_callback(CURL *c, CURLoption o, mynd_curl_data_callback cb) {
    return curl_easy_setopt(c, o, cb);
}

/// Progress callback: returning non-zero aborts the transfer (CURLE_ABORTED_BY_CALLBACK).
typedef int (*mynd_curl_xferinfo_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                           curl_off_t ultotal, curl_off_t ulnow);
static inline CURLcode mynd_curl_setopt_xferinfo(CURL *c, mynd_curl_xferinfo_callback cb) {
    return curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, cb);
}

static inline CURLcode mynd_curl_getinfo_long(CURL *c, CURLINFO i, long *v) { return curl_easy_getinfo(c, i, v); }

/// CURLMsg keeps the transfer's result in a union Swift sees awkwardly.
static inline CURLcode mynd_curl_msg_result(CURLMsg *m) { return m->data.result; }

#endif
